import { Query } from '@nestjs/cqrs';
import type { HistoryPage, WorldHistoryRequest } from '@worldloom/contracts';

/** audit.history, GET /api/worlds/{worldId}/history: one page of a world's events, filtered. */
export class GetWorldHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly request: WorldHistoryRequest,
    readonly ownerId: string,
  ) {
    super();
  }
}
