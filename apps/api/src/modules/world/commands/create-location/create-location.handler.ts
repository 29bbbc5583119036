import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import { GetLocationQuery } from '../../queries/get-location/get-location.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { CreateLocationCommand } from './create-location.command';

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
