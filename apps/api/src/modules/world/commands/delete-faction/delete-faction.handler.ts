import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { DeleteFactionCommand } from './delete-faction.command';

@CommandHandler(DeleteFactionCommand)
export class DeleteFactionHandler implements ICommandHandler<DeleteFactionCommand, DeletedResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ id, context }: DeleteFactionCommand): Promise<DeletedResult> {
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(id, context.userId));
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'RemoveFaction', data: { factionId: id }, metadata }), context);
    return { id, deleted: true };
  }
}
