import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';
import { Pool } from 'pg';
import { APP_CONFIG } from '#platform/config/config';
import { PG_POOL } from '#platform/database/database.module';
import { WorldCommandExecutor } from '../../world-command.executor';
import { GetWorldQuery } from '../../queries/get-world/get-world.query';
import { CreateWorldCommand } from './create-world.command';
import { assertUnderWorldCap, type WorldCapConfig } from './world-cap';

@CommandHandler(CreateWorldCommand)
export class CreateWorldHandler implements ICommandHandler<CreateWorldCommand, World> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: WorldCapConfig,
  ) {}

  async execute({ input, context }: CreateWorldCommand): Promise<World> {
    await assertUnderWorldCap(this.pool, context.userId, this.config.MAX_WORLDS_PER_USER);
    const worldId = randomUUID();
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'CreateWorld', data: { worldId, ...input }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetWorldQuery(worldId, context.userId));
  }
}
