import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UsageRecord } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { UsageRows, usageWindow } from '../usage-rows';
import { GetUsageRecordsQuery } from './get-usage-records.query';

@QueryHandler(GetUsageRecordsQuery)
export class GetUsageRecordsHandler implements IQueryHandler<GetUsageRecordsQuery, UsageRecord[]> {
  private readonly rows: UsageRows;

  constructor(@Inject(PG_POOL) pool: Pool) {
    this.rows = new UsageRows(pool);
  }

  execute({ ownerId, startDate, endDate, limit }: GetUsageRecordsQuery): Promise<UsageRecord[]> {
    return this.rows.records(ownerId, usageWindow(startDate, endDate), limit);
  }
}
