import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UsageSummary } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { periodStart, UsageRows } from '../usage-rows';
import { GetUsageSummaryQuery } from './get-usage-summary.query';

@QueryHandler(GetUsageSummaryQuery)
export class GetUsageSummaryHandler implements IQueryHandler<GetUsageSummaryQuery, UsageSummary> {
  private readonly rows: UsageRows;

  constructor(@Inject(PG_POOL) pool: Pool) {
    this.rows = new UsageRows(pool);
  }

  async execute({ ownerId, period }: GetUsageSummaryQuery): Promise<UsageSummary> {
    const now = new Date();
    const window = { from: periodStart(period, now), to: null };
    const [totals, byModel, byWorld] = await Promise.all([
      this.rows.totals(ownerId, window),
      this.rows.byModel(ownerId, window),
      this.rows.byWorld(ownerId, window),
    ]);
    return { period, from: window.from?.toISOString() ?? null, to: now.toISOString(), totals, by_model: byModel, by_world: byWorld };
  }
}
