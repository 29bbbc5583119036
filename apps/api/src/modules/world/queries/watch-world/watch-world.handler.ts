import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LiveViewer, WorldLiveMessage } from '@worldloom/contracts';
import { worldStreamId } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '#platform/event-store/event-store.port';
import { LiveLog } from '#platform/live/live-log';
import { PresenceBoard } from '#platform/live/presence-board';
import { requireOwnedWorld } from '../owned-world';
import { actorOf, liveChange, viewerName } from './live-change';
import { WatchWorldQuery } from './watch-world.query';

/** Events read from the store at once while catching up. */
const CATCH_UP_BATCH = 500;
/** Names of actors kept in memory (a name is looked up once per process). */
const MAX_NAMES = 10_000;

type Item = { readonly events: readonly RecordedEvent[] } | { readonly viewers: readonly LiveViewer[] };

@QueryHandler(WatchWorldQuery)
export class WatchWorldHandler implements IQueryHandler<WatchWorldQuery, AsyncIterable<WorldLiveMessage>> {
  private readonly names = new Map<string, string | null>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LiveLog) private readonly live: LiveLog,
    @Inject(PresenceBoard) private readonly presence: PresenceBoard,
  ) {}

  /** WORLD.NOT_FOUND for an unknown or another user's world, at once; otherwise the feed, which runs when read. */
  async execute(query: WatchWorldQuery): Promise<AsyncIterable<WorldLiveMessage>> {
    await requireOwnedWorld(this.pool, query.worldId, query.userId);
    return this.feed(query);
  }

  /**
   * Listens first, then reads the stream from after the last event the client saw: whatever is committed
   * meanwhile arrives both ways and is sent once (by revision), and a revision the live log skips or brings
   * out of order is read from the stream before what follows it, so nothing is missed or sent twice.
   */
  private async *feed({ worldId, viewerId, viewerName: name, lastEventId, signal }: WatchWorldQuery): AsyncGenerator<WorldLiveMessage> {
    const streamId = worldStreamId(worldId);
    const room = streamId;
    const queue = new Queue<Item>(signal);
    const stopListening = await this.live.listen(streamId, (events) => queue.push({ events }));
    const stopWatching = this.presence.watch(room, (viewers) => queue.push({ viewers }));
    const leave = this.presence.enter(room, { userId: viewerId, name });
    try {
      let last = lastEventId === null ? await this.lastRevision(streamId) : BigInt(lastEventId);
      yield { kind: 'presence', viewers: this.presence.viewers(room) };
      for (;;) {
        const missed = await this.store.readStream(streamId, { fromRevision: last + 1n, maxCount: CATCH_UP_BATCH });
        for (const event of missed) {
          yield await this.message(event);
          if (removes(event, viewerId)) return;
        }
        const newest = missed.at(-1);
        if (!newest || missed.length < CATCH_UP_BATCH) {
          if (newest) last = newest.revision;
          break;
        }
        last = newest.revision;
      }
      for (let item = await queue.next(); item; item = await queue.next()) {
        if ('viewers' in item) {
          yield { kind: 'presence', viewers: [...item.viewers] };
          continue;
        }
        for (const event of item.events) {
          if (event.revision <= last) continue;
          if (event.revision > last + 1n) {
            const gap = await this.store.readStream(streamId, { fromRevision: last + 1n, maxCount: Number(event.revision - last - 1n) });
            for (const missed of gap) {
              yield await this.message(missed);
              if (removes(missed, viewerId)) return;
            }
          }
          yield await this.message(event);
          last = event.revision;
          // A member removed (or gone) loses the world at once: their feed ends with the news of it.
          if (removes(event, viewerId)) return;
        }
      }
    } finally {
      leave();
      stopWatching();
      stopListening();
    }
  }

  private async lastRevision(streamId: string): Promise<bigint> {
    const [newest] = await this.store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    return newest?.revision ?? -1n;
  }

  private async message(event: RecordedEvent): Promise<WorldLiveMessage> {
    const actor = actorOf(event.metadata);
    const personId = actor?.kind === 'user' ? actor.id : (actor?.userId ?? null);
    return liveChange(event, personId ? await this.nameOf(personId) : null);
  }

  private async nameOf(userId: string): Promise<string | null> {
    const known = this.names.get(userId);
    if (known !== undefined) return known;
    const { rows } = await this.pool.query<{ email: string }>('SELECT email FROM auth_users WHERE id = $1', [userId]);
    const name = rows[0] ? viewerName(rows[0].email) : null;
    if (this.names.size >= MAX_NAMES) this.names.clear();
    this.names.set(userId, name);
    return name;
  }
}

/** Whether the event takes the world away from `userId` (a member removed, or who left). */
function removes(event: RecordedEvent, userId: string): boolean {
  if (event.type !== 'MemberRemoved' && event.type !== 'MemberLeft') return false;
  const data = event.data as { userId?: unknown } | null;
  return data?.userId === userId;
}

/** Items pushed by listeners, taken one at a time; `next` answers undefined once the signal aborts. */
class Queue<T> {
  private readonly items: T[] = [];
  private wake: (() => void) | undefined;

  constructor(private readonly signal: AbortSignal | undefined) {
    signal?.addEventListener('abort', () => this.wake?.(), { once: true });
  }

  push(item: T): void {
    this.items.push(item);
    this.wake?.();
  }

  async next(): Promise<T | undefined> {
    while (this.items.length === 0) {
      if (this.signal?.aborted) return undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = undefined;
    }
    return this.signal?.aborted ? undefined : this.items.shift();
  }
}
