import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { SnapshotPoint, WorldDiff, WorldSnapshot } from '@worldloom/contracts';
import { liveSnapshot } from '../../snapshot/live-snapshot';
import { diffSnapshots } from '../../snapshot/world-diff';
import { type NamedPoint, namesAPoint } from '#world';
import { WorldStates } from '../../stream/world-states';
import { DiffWorldStatesQuery } from './diff-world-states.query';

const NOW: SnapshotPoint = { revision: null, occurred_at: null };

@QueryHandler(DiffWorldStatesQuery)
export class DiffWorldStatesHandler implements IQueryHandler<DiffWorldStatesQuery, WorldDiff> {
  constructor(
    @Inject(WorldStates) private readonly states: WorldStates,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ worldId, from, to, ownerId }: DiffWorldStatesQuery): Promise<WorldDiff> {
    const [before, after] = await Promise.all([this.snapshot(from, worldId, ownerId), this.snapshot(to, worldId, ownerId)]);
    return diffSnapshots(before.snapshot, after.snapshot, { from: before.point, to: after.point });
  }

  private async snapshot(point: NamedPoint, worldId: string, ownerId: string): Promise<{ snapshot: WorldSnapshot; point: SnapshotPoint }> {
    if (!namesAPoint(point)) return { snapshot: await liveSnapshot(this.queryBus, worldId, ownerId), point: NOW };
    const { revision, occurred_at, ...snapshot } = await this.states.stateAt(worldId, ownerId, point);
    return { snapshot, point: { revision, occurred_at } };
  }
}
