import { Inject, Injectable } from '@nestjs/common';
import { worldNotFound, worldStreamId } from '@worldloom/domain';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { WorldSnapshotStore } from '../snapshot/world-snapshot.store';
import { toWorldStreamEvent } from './stored-event';
import { WorldTimeline } from './world-timeline';

/** How many events the timelines kept in memory may hold together (about 2.5 kB each once parsed). */
export const CACHED_EVENTS_MAX = 50_000;

/**
 * Reads a world's stream for the audit: in today's shape, and only for its owner. Streams only grow, so
 * the timelines of the worlds read last stay in memory (least recently read go first) and a read fetches
 * only the events appended since; their folded checkpoints are kept with them, and offered to the
 * snapshot store to keep beyond this process.
 */
@Injectable()
export class WorldStreamReader {
  private readonly timelines = new Map<string, WorldTimeline>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WorldSnapshotStore) private readonly snapshots: WorldSnapshotStore,
  ) {}

  /** The world's timeline up to its latest event; WORLD.NOT_FOUND unless `ownerId` owns the world. */
  async read(worldId: string, ownerId: string): Promise<WorldTimeline> {
    const cached = this.timelines.get(worldId) ?? this.emptyTimeline(worldId);
    const tail = await this.store.readStream(worldStreamId(worldId), { fromRevision: BigInt(cached.events.length) });
    // A concurrent read may have extended the cache meanwhile: take the events it does not hold yet.
    const latest = this.timelines.get(worldId) ?? cached;
    const timeline = latest.extendedBy(tail.filter((event) => event.revision >= latest.events.length).map(toWorldStreamEvent));
    requireOwner(timeline, ownerId);
    this.remember(worldId, timeline);
    return timeline;
  }

  /** The world's timeline as held in memory, without reading the stream; undefined when none is. */
  cached(worldId: string, ownerId: string): WorldTimeline | undefined {
    const timeline = this.timelines.get(worldId);
    if (timeline) requireOwner(timeline, ownerId);
    return timeline;
  }

  private emptyTimeline(worldId: string): WorldTimeline {
    const streamId = worldStreamId(worldId);
    return new WorldTimeline([], new Map(), (checkpoint, last) =>
      this.snapshots.offer(streamId, { revision: last.revision, checkpoint, occurredAt: last.metadata.occurredAt }),
    );
  }

  private remember(worldId: string, timeline: WorldTimeline): void {
    this.timelines.delete(worldId);
    if (timeline.events.length > CACHED_EVENTS_MAX) return;
    this.timelines.set(worldId, timeline);
    let held = [...this.timelines.values()].reduce((sum, kept) => sum + kept.events.length, 0);
    for (const [oldest, kept] of this.timelines) {
      if (held <= CACHED_EVENTS_MAX) break;
      this.timelines.delete(oldest);
      held -= kept.events.length;
    }
  }
}

/** Another user's world is as absent as one that does not exist. */
function requireOwner(timeline: WorldTimeline, ownerId: string): void {
  const first = timeline.events[0]?.event;
  if (first?.type !== 'WorldCreated' || first.data.ownerId !== ownerId) throw worldNotFound();
}
