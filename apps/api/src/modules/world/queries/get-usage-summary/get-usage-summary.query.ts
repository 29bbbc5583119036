import { Query } from '@nestjs/cqrs';
import type { UsagePeriod, UsageSummary } from '@worldloom/contracts';

/** The signed-in user's usage this day, week (from Monday), month or all time (UTC), by model and by world. */
export class GetUsageSummaryQuery extends Query<UsageSummary> {
  constructor(
    readonly ownerId: string,
    readonly period: UsagePeriod,
  ) {
    super();
  }
}
