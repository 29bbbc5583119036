import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { WorldStateAt } from '@worldloom/contracts';
import { liveSnapshot } from '../../snapshot/live-snapshot';
import { namesAPoint, resolvePoint } from '../../stream/world-points';
import { WorldStreamReader } from '../../stream/world-stream.reader';
import { GetWorldStateAtQuery } from './get-world-state-at.query';

@QueryHandler(GetWorldStateAtQuery)
export class GetWorldStateAtHandler implements IQueryHandler<GetWorldStateAtQuery, WorldStateAt> {
  constructor(
    @Inject(WorldStreamReader) private readonly reader: WorldStreamReader,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** A named point is folded from the stream; no point is now, from the live read models. */
  async execute({ worldId, point, ownerId }: GetWorldStateAtQuery): Promise<WorldStateAt> {
    if (!namesAPoint(point)) {
      return { ...(await liveSnapshot(this.queryBus, worldId, ownerId)), revision: null, occurred_at: null };
    }
    const timeline = await this.reader.read(worldId, ownerId);
    return timeline.stateAt(resolvePoint(timeline.events, point));
  }
}
