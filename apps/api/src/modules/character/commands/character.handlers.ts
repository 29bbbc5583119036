import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Character, DeletedResult } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../../platform/commands/world-command.executor';
import { definedOnly } from '../../story/mapping/defined-only';
import { GetCharacterQuery } from '../queries/get-character/get-character.query';
import { CreateCharacterCommand, DeleteCharacterCommand, UpdateCharacterCommand } from './character.commands';

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

@CommandHandler(UpdateCharacterCommand)
export class UpdateCharacterHandler implements ICommandHandler<UpdateCharacterCommand, Character> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: UpdateCharacterCommand): Promise<Character> {
    const { world_id: worldId } = await this.queryBus.execute(new GetCharacterQuery(input.id, context.userId));
    const changes = definedOnly({ name: input.name, status: input.status, locationId: input.location_id, description: input.description });
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'UpdateCharacter', data: { characterId: input.id, ...changes }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetCharacterQuery(input.id, context.userId));
  }
}

@CommandHandler(DeleteCharacterCommand)
export class DeleteCharacterHandler implements ICommandHandler<DeleteCharacterCommand, DeletedResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ id, context }: DeleteCharacterCommand): Promise<DeletedResult> {
    const { world_id: worldId } = await this.queryBus.execute(new GetCharacterQuery(id, context.userId));
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'RemoveCharacter', data: { characterId: id }, metadata }), context);
    return { id, deleted: true };
  }
}
