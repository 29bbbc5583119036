import { Inject, Injectable } from '@nestjs/common';
import type { WorldStateAt } from '@worldloom/contracts';
import { worldNotFound, worldStreamId } from '@worldloom/domain';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { auditErrors } from '../audit-errors';
import { WorldSnapshotStore } from '../snapshot/world-snapshot.store';
import { toWorldStreamEvent, type WorldStreamEvent } from './stored-event';
import type { NamedPoint } from '#world';
import { resolvePoint } from './world-points';
import { WorldStreamReader } from './world-stream.reader';
import {
  endsASpan,
  foldedWorld,
  type FoldedWorld,
  foldEvent,
  lastSpanEndAtOrBelow,
  spanEndBefore,
  stateAtOf,
  STREAM_START,
  type WorldTimeline,
} from './world-timeline';

/** What folding from a persisted snapshot needs: the stream and the snapshots. */
export interface SnapshotSources {
  readonly store: EventStore;
  readonly snapshots: WorldSnapshotStore;
  /** Told how many events each read brought (a command line's progress). */
  readonly onEventsRead?: (events: number) => void;
}

async function readEvents(sources: SnapshotSources, streamId: string, from: number, to: number): Promise<WorldStreamEvent[]> {
  if (to < from) return [];
  const recorded = await sources.store.readStream(streamId, { fromRevision: BigInt(from), maxCount: to - from + 1 });
  sources.onEventsRead?.(recorded.length);
  return recorded.map(toWorldStreamEvent);
}

/**
 * The world once events 0..revision happened, read without its whole stream: the nearest persisted
 * snapshot at or below the revision and the events after it, fetched together, then folded with the
 * domain's evolve. Snapshots the fold passes are offered to the store. With `ownerId`, another user's world
 * is WORLD.NOT_FOUND; a revision past the end is AUDIT.REVISION_OUT_OF_RANGE.
 */
export async function foldAtRevision(
  sources: SnapshotSources,
  worldId: string,
  revision: number,
  ownerId: string | null,
): Promise<FoldedWorld> {
  const { snapshots } = sources;
  const streamId = worldStreamId(worldId);
  // Snapshots are kept after whole spans of events: the one wanted is at the last span end, usually there.
  const wanted = lastSpanEndAtOrBelow(revision);
  const [snapshot, tail] = await Promise.all([
    wanted < 0 ? null : snapshots.nearest(streamId, wanted),
    readEvents(sources, streamId, wanted + 1, revision),
  ]);
  const base = snapshot?.revision ?? -1;
  const events = [...(await readEvents(sources, streamId, base + 1, wanted)), ...tail];
  const first = events[0]?.event;
  const owner = snapshot ? snapshot.checkpoint.state.ownerId : first?.type === 'WorldCreated' ? first.data.ownerId : null;
  if (owner === null || (ownerId !== null && owner !== ownerId)) throw worldNotFound();
  const last = base + events.length;
  if (revision > last) throw auditErrors.revisionOutOfRange(revision, last);

  let checkpoint = snapshot?.checkpoint ?? STREAM_START;
  for (const event of events) {
    checkpoint = foldEvent(checkpoint, event);
    if (endsASpan(event.revision)) snapshots.offer(streamId, { revision: event.revision, checkpoint, occurredAt: event.metadata.occurredAt });
  }
  return foldedWorld(checkpoint, revision, events.at(-1)?.metadata.occurredAt ?? snapshot!.occurredAt);
}

/**
 * States of a world at points of its history for the audit (stateAt, diff): from the timeline held in
 * memory when there is one, else a revision from the nearest persisted snapshot, and a beat or a time from
 * the stream read whole (to find the revision), folded from the nearest snapshot too.
 */
@Injectable()
export class WorldStates {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WorldStreamReader) private readonly reader: WorldStreamReader,
    @Inject(WorldSnapshotStore) private readonly snapshots: WorldSnapshotStore,
  ) {}

  async stateAt(worldId: string, ownerId: string, point: NamedPoint): Promise<WorldStateAt> {
    if (point.atRevision !== undefined) {
      const cached = this.reader.cached(worldId, ownerId);
      if (!cached || point.atRevision > cached.lastRevision) {
        return stateAtOf(await foldAtRevision({ store: this.store, snapshots: this.snapshots }, worldId, point.atRevision, ownerId));
      }
      return cached.stateAt(point.atRevision);
    }
    const timeline = await this.reader.read(worldId, ownerId);
    const revision = resolvePoint(timeline.events, point);
    await this.adoptNearestSnapshot(worldId, timeline, revision);
    return timeline.stateAt(revision);
  }

  /** Gives the timeline the persisted snapshot nearest below `revision` when it holds none as near in memory. */
  private async adoptNearestSnapshot(worldId: string, timeline: WorldTimeline, revision: number): Promise<void> {
    const wanted = spanEndBefore(revision);
    const start = timeline.foldStartFor(revision);
    if (start >= wanted) return;
    const snapshot = await this.snapshots.nearest(worldStreamId(worldId), wanted);
    if (snapshot && snapshot.revision > start) timeline.adopt(snapshot.revision, snapshot.checkpoint);
  }
}
