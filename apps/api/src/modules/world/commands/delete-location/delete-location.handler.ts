import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import { GetLocationQuery } from '../../queries/get-location/get-location.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { DeleteLocationCommand } from './delete-location.command';

@CommandHandler(DeleteLocationCommand)
export class DeleteLocationHandler implements ICommandHandler<DeleteLocationCommand, DeletedResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ id, context }: DeleteLocationCommand): Promise<DeletedResult> {
    const { world_id: worldId } = await this.queryBus.execute(new GetLocationQuery(id, context.userId));
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'RemoveLocation', data: { locationId: id }, metadata }), context);
    return { id, deleted: true };
  }
}
