import { Query } from '@nestjs/cqrs';
import type { WorldDiff } from '@worldloom/contracts';
import type { NamedPoint } from '#world';

/** audit.diff, GET /api/worlds/{worldId}/diff: what changed between two points (a point naming nothing is now). */
export class DiffWorldStatesQuery extends Query<WorldDiff> {
  constructor(
    readonly worldId: string,
    readonly from: NamedPoint,
    readonly to: NamedPoint,
    readonly ownerId: string,
  ) {
    super();
  }
}
