import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { WorldStateAt } from '@worldloom/contracts';
import { ResolveWorldAccessQuery } from '#platform/access/world-access.query';
import { GetWorldStateAtQuery, namesAPoint } from '#world';
import { liveSnapshot } from '../../snapshot/live-snapshot';
import { WorldStates } from '../../stream/world-states';

@QueryHandler(GetWorldStateAtQuery)
export class GetWorldStateAtHandler implements IQueryHandler<GetWorldStateAtQuery, WorldStateAt> {
  constructor(
    @Inject(WorldStates) private readonly states: WorldStates,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /**
   * A named point is folded from the stream (from the nearest snapshot); no point is now, from the live read models.
   * Both read as the owner reads them; a member's answer carries the member's role now.
   */
  async execute({ worldId, point, ownerId, callerId }: GetWorldStateAtQuery): Promise<WorldStateAt> {
    const state = namesAPoint(point)
      ? await this.states.stateAt(worldId, ownerId, point)
      : { ...(await liveSnapshot(this.queryBus, worldId, ownerId)), revision: null, occurred_at: null };
    if (callerId === ownerId) return state;
    const { membership } = await this.queryBus.execute(new ResolveWorldAccessQuery('world', worldId, callerId));
    const { role: _ownersRole, ...world } = state.world;
    return { ...state, world: membership === null ? world : { ...world, role: membership.role } };
  }
}
