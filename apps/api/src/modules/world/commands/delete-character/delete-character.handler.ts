import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import { GetCharacterQuery } from '../../queries/get-character/get-character.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { DeleteCharacterCommand } from './delete-character.command';

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
