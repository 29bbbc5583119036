import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { WorldStateAt } from '@worldloom/contracts';
import { GetWorldStateAtQuery, namesAPoint } from '#world';
import { liveSnapshot } from '../../snapshot/live-snapshot';
import { WorldStates } from '../../stream/world-states';

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
