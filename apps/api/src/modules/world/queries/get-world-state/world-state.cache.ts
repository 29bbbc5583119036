import { Global, Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import type { WorldStateView } from '@worldloom/contracts';
import { worldStreamId } from '@worldloom/domain';
import { APP_CONFIG, type PlatformConfig } from '#platform/config/config';
import { type ReadModelChange, ReadModelChanges } from '#platform/projections/read-model-changes';

/** Worlds whose state is kept; the least recently read goes first. */
export const WORLD_STATE_CACHE_ENTRIES = 2_000;

/** One world's state as the read models last gave it; the view is never changed, so its JSON is made once (jsonEntityOf). */
export interface CachedWorldState {
  readonly ownerId: string;
  readonly view: WorldStateView;
}

/**
 * The current state of recently read worlds (GetWorldStateQuery, the API's hottest read), dropped the
 * moment a projection commits anything of that world (ReadModelChanges). A load that overlapped such a
 * commit is returned but not kept, so the cache never holds a state older than the read models.
 *
 * Kept only where this process runs the projections (API_ROLE all, the default): there their commits are
 * seen synchronously, before read-your-writes waits end. An API_ROLE=api instance hears of them only by
 * LISTEN, a moment later, so it reads Postgres every time.
 */
@Injectable()
export class WorldStateCache implements OnModuleDestroy {
  private readonly entries = new Map<string, CachedWorldState>();
  /** Loads under way, by world: the reader they run for, the tick they started at, and what they will give. */
  private readonly loading = new Map<string, { readonly ownerId: string; readonly startedAt: number; readonly entry: Promise<CachedWorldState> }>();
  /** Logical clock: each invalidation ticks it; a load remembers the tick it started at. */
  private clock = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private everythingInvalidatedAt = 0;
  private readonly unsubscribe: () => void;
  readonly enabled: boolean;

  constructor(@Inject(ReadModelChanges) changes: ReadModelChanges, @Inject(APP_CONFIG) config: PlatformConfig) {
    this.enabled = config.API_ROLE === 'all';
    this.unsubscribe = changes.subscribe((change) => this.invalidate(change));
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The cached state of a world if its owner asks; undefined when absent (or another user asks). */
  peek(worldId: string, ownerId: string): CachedWorldState | undefined {
    const entry = this.entries.get(worldId);
    if (!entry || entry.ownerId !== ownerId) return undefined;
    // Most recently read last, so eviction takes the first.
    this.entries.delete(worldId);
    this.entries.set(worldId, entry);
    return entry;
  }

  /**
   * The cached state, or `load`'s, kept unless a change of that world committed while it ran. Reads of a world that is
   * not cached, coming while its load runs, wait for that load rather than starting their own (unless the world changed
   * since it started): a burst on a cold world is one query, not one per request (each holding a pooled connection).
   */
  async read(worldId: string, ownerId: string, load: () => Promise<WorldStateView>): Promise<CachedWorldState> {
    const hit = this.peek(worldId, ownerId);
    if (hit) return hit;
    const running = this.loading.get(worldId);
    if (running && running.ownerId === ownerId && !this.changedSince(worldId, running.startedAt)) return running.entry;
    const startedAt = this.clock;
    const entry = load().then((view): CachedWorldState => ({ ownerId, view }));
    const loading = { ownerId, startedAt, entry };
    this.loading.set(worldId, loading);
    try {
      const loaded = await entry;
      if (this.enabled && !this.changedSince(worldId, startedAt)) {
        if (this.entries.size >= WORLD_STATE_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(worldId, loaded);
      }
      return loaded;
    } finally {
      if (this.loading.get(worldId) === loading) this.loading.delete(worldId);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private changedSince(worldId: string, tick: number): boolean {
    return this.everythingInvalidatedAt > tick || (this.invalidatedAt.get(worldId) ?? 0) > tick;
  }

  private invalidate(change: ReadModelChange): void {
    const tick = ++this.clock;
    if ('all' in change) {
      this.entries.clear();
      this.invalidatedAt.clear();
      this.everythingInvalidatedAt = tick;
      return;
    }
    for (const stream of change.streams) {
      const worldId = worldIdOfStream(stream);
      if (worldId === undefined) continue;
      this.entries.delete(worldId);
      this.invalidatedAt.set(worldId, tick);
    }
    // Only loads still running need these ticks; past the cache's size, forget them all at once.
    if (this.invalidatedAt.size > WORLD_STATE_CACHE_ENTRIES) {
      this.invalidatedAt.clear();
      this.everythingInvalidatedAt = tick;
    }
  }
}

/** `world-` followed by the id, the stream naming of the domain. */
const WORLD_STREAM_PREFIX = worldStreamId('');

function worldIdOfStream(stream: string): string | undefined {
  return stream.startsWith(WORLD_STREAM_PREFIX) ? stream.slice(WORLD_STREAM_PREFIX.length) : undefined;
}

/** WorldStateCache for GetWorldStateHandler and the REST fast lane (world-state.fast-route.ts). */
@Global()
@Module({ providers: [WorldStateCache], exports: [WorldStateCache] })
export class WorldStateCacheModule {}
