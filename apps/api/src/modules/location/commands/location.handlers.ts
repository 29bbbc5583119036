import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DeletedResult, Location } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../../platform/commands/world-command.executor';
import { definedOnly } from '../../story/mapping/defined-only';
import { GetLocationQuery } from '../queries/get-location/get-location.query';
import { CreateLocationCommand, DeleteLocationCommand, UpdateLocationCommand } from './location.commands';

@CommandHandler(CreateLocationCommand)
export class CreateLocationHandler implements ICommandHandler<CreateLocationCommand, Location> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateLocationCommand): Promise<Location> {
    const locationId = randomUUID();
    await this.executor.execute(
      input.world_id,
      (_state, metadata) => ({
        type: 'AddLocation',
        data: {
          locationId,
          name: input.name,
          type: input.type,
          status: input.status,
          description: input.description,
          tags: input.tags,
          parentLocationId: input.parent_location_id ?? null,
          relativeX: input.relative_x ?? null,
          relativeY: input.relative_y ?? null,
        },
        metadata,
      }),
      context,
    );
    return this.queryBus.execute(new GetLocationQuery(locationId, context.userId));
  }
}

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocationCommand, Location> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: UpdateLocationCommand): Promise<Location> {
    const { world_id: worldId } = await this.queryBus.execute(new GetLocationQuery(input.id, context.userId));
    const { id, ...changes } = input;
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'UpdateLocation', data: { locationId: id, ...definedOnly(changes) }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetLocationQuery(id, context.userId));
  }
}

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
