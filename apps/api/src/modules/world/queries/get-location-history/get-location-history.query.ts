import { Query } from '@nestjs/cqrs';
import type { HistoricalEvent } from '@worldloom/contracts';

/** A location's history lines, newest first, at most `limit`. */
export class GetLocationHistoryQuery extends Query<HistoricalEvent[]> {
  constructor(
    readonly locationId: string,
    readonly ownerId: string,
    readonly limit: number,
  ) {
    super();
  }
}
