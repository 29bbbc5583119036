import { Query } from '@nestjs/cqrs';
import type { HistoricalEvent } from '@worldloom/contracts';

/** A faction's history lines, newest first, at most `limit`. */
export class GetFactionHistoryQuery extends Query<HistoricalEvent[]> {
  constructor(
    readonly factionId: string,
    readonly ownerId: string,
    readonly limit: number,
  ) {
    super();
  }
}
