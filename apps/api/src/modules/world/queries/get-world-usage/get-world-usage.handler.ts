import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WORLD_USAGE_RECORDS, type WorldUsage } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { WorldGenerationBudget } from '../../generation/world-generation-budget';
import { requireOwnedWorld } from '../owned-world';
import { UsageRows, usageWindow } from '../usage-rows';
import { GetWorldUsageQuery } from './get-world-usage.query';

@QueryHandler(GetWorldUsageQuery)
export class GetWorldUsageHandler implements IQueryHandler<GetWorldUsageQuery, WorldUsage> {
  private readonly rows: UsageRows;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WorldGenerationBudget) private readonly budgets: WorldGenerationBudget,
  ) {
    this.rows = new UsageRows(pool);
  }

  /** An unknown or another user's world is WORLD.NOT_FOUND. */
  async execute({ worldId, ownerId, period }: GetWorldUsageQuery): Promise<WorldUsage> {
    const budget = await this.rows.budget(worldId, ownerId, this.budgets.serverDefault, new Date());
    if (budget === null) {
      await requireOwnedWorld(this.pool, worldId, ownerId);
      throw new Error(`World ${worldId} is missing from the usage read model`);
    }
    const window = usageWindow(period.startDate, period.endDate);
    const [totals, byModel, records] = await Promise.all([
      this.rows.totals(ownerId, window, worldId),
      this.rows.byModel(ownerId, window, worldId),
      this.rows.records(ownerId, window, WORLD_USAGE_RECORDS, worldId),
    ]);
    return {
      world_id: worldId,
      from: window.from?.toISOString() ?? null,
      to: window.to?.toISOString() ?? null,
      totals,
      by_model: byModel,
      records,
      budget,
    };
  }
}
