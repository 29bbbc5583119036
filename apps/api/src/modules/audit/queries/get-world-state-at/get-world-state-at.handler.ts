import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { WorldStateAt } from '@worldloom/contracts';
import { liveSnapshot } from '../../snapshot/live-snapshot';
import { namesAPoint } from '../../stream/world-points';
import { WorldStates } from '../../stream/world-states';
import { GetWorldStateAtQuery } from './get-world-state-at.query';

@QueryHandler(GetWorldStateAtQuery)
export class GetWorldStateAtHandler implements IQueryHandler<GetWorldStateAtQuery, WorldStateAt> {
  constructor(
    @Inject(WorldStates) private readonly states: WorldStates,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** A named point is folded from the stream (from the nearest snapshot); no point is now, from the live read models. */
  async execute({ worldId, point, ownerId }: GetWorldStateAtQuery): Promise<WorldStateAt> {
    if (!namesAPoint(point)) {
      return { ...(await liveSnapshot(this.queryBus, worldId, ownerId)), revision: null, occurred_at: null };
    }
    return this.states.stateAt(worldId, ownerId, point);
  }
}
