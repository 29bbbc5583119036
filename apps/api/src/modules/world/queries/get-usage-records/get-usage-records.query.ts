import { Query } from '@nestjs/cqrs';
import type { UsageRecord } from '@worldloom/contracts';

/** The signed-in user's generator calls across their worlds, newest first. */
export class GetUsageRecordsQuery extends Query<UsageRecord[]> {
  constructor(
    readonly ownerId: string,
    readonly startDate: string | undefined,
    readonly endDate: string | undefined,
    readonly limit: number,
  ) {
    super();
  }
}
