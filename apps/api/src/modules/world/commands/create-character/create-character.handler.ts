import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import { GetCharacterQuery } from '../../queries/get-character/get-character.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { CreateCharacterCommand } from './create-character.command';

@CommandHandler(CreateCharacterCommand)
export class CreateCharacterHandler implements ICommandHandler<CreateCharacterCommand, Character> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateCharacterCommand): Promise<Character> {
    const characterId = randomUUID();
    await this.executor.execute(
      input.world_id,
      (_state, metadata) => ({
        type: 'AddCharacter',
        data: {
          characterId,
          name: input.name,
          type: input.type,
          storyRole: input.story_role,
          status: input.status,
          description: input.description,
          background: input.background,
          personalityTraits: input.personality_traits,
          motivations: input.motivations,
          locationId: input.location_id ?? null,
          factionId: input.faction_id ?? null,
        },
        metadata,
      }),
      context,
    );
    return this.queryBus.execute(new GetCharacterQuery(characterId, context.userId));
  }
}
