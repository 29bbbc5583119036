import { Query } from '@nestjs/cqrs';
import type { WorldStateAt } from '@worldloom/contracts';
import type { NamedPoint } from '../../stream/world-points';

/** audit.stateAt, GET /api/worlds/{worldId}/state?…: the world at a point of its history, or now. */
export class GetWorldStateAtQuery extends Query<WorldStateAt> {
  constructor(
    readonly worldId: string,
    readonly point: NamedPoint,
    readonly ownerId: string,
  ) {
    super();
  }
}
