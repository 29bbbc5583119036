import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../world-command.executor';
import { GetWorldQuery } from '../../queries/get-world/get-world.query';
import { CreateWorldCommand } from './create-world.command';

@CommandHandler(CreateWorldCommand)
export class CreateWorldHandler implements ICommandHandler<CreateWorldCommand, World> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateWorldCommand): Promise<World> {
    const worldId = randomUUID();
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'CreateWorld', data: { worldId, ...input }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetWorldQuery(worldId, context.userId));
  }
}
