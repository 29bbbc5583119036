import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import { GetCharacterQuery } from '../../queries/get-character/get-character.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { definedOnly } from '../defined-only';
import { UpdateCharacterCommand } from './update-character.command';

@CommandHandler(UpdateCharacterCommand)
export class UpdateCharacterHandler implements ICommandHandler<UpdateCharacterCommand, Character> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: UpdateCharacterCommand): Promise<Character> {
    const { world_id: worldId } = await this.queryBus.execute(new GetCharacterQuery(input.id, context.userId));
    const changes = definedOnly({
      name: input.name,
      status: input.status,
      locationId: input.location_id,
      description: input.description,
      motivations: input.motivations,
    });
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'UpdateCharacter', data: { characterId: input.id, ...changes }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetCharacterQuery(input.id, context.userId));
  }
}
