import { Query } from '@nestjs/cqrs';
import type { WorldPoint, WorldStateAt } from '@worldloom/contracts';

/** A point named by the caller: a revision, a beat (arc and index), or a time. */
export type NamedPoint = Pick<WorldPoint, 'atRevision' | 'arcId' | 'beatIndex' | 'at'>;

export function namesAPoint(point: NamedPoint): boolean {
  return point.atRevision !== undefined || point.arcId !== undefined || point.at !== undefined;
}

/**
 * The world at a point of its history, or now (audit.stateAt, GET /api/worlds/{worldId}/state?…). Declared
 * here, where the state route needs it; the audit module, which folds streams, answers it.
 */
export class GetWorldStateAtQuery extends Query<WorldStateAt> {
  constructor(
    readonly worldId: string,
    readonly point: NamedPoint,
    readonly ownerId: string,
    /** Whose role the world carries: the caller, who may be a member of the owner's world. */
    readonly callerId: string = ownerId,
  ) {
    super();
  }
}
