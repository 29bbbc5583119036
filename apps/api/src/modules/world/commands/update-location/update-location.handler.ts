import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import { GetLocationQuery } from '../../queries/get-location/get-location.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { definedOnly } from '../defined-only';
import { UpdateLocationCommand } from './update-location.command';

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocationCommand, Location> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: UpdateLocationCommand): Promise<Location> {
    const { world_id: worldId } = await this.queryBus.execute(new GetLocationQuery(input.id, context.userId));
    const { id, relative_x: relativeX, relative_y: relativeY, ...changes } = input;
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'UpdateLocation', data: { locationId: id, ...definedOnly({ ...changes, relativeX, relativeY }) }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetLocationQuery(id, context.userId));
  }
}
