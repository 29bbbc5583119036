import type { WorldStateView } from '@worldloom/contracts';
import { loadPlatformConfig as loadConfig } from '#platform/config/config';
import { jsonEntityOf } from '#platform/http/json-entity';
import { changeOfStreams, EVERYTHING_CHANGED, parseReadModelChange, ReadModelChanges } from '#platform/projections/read-model-changes';
import { WORLD_STATE_CACHE_ENTRIES, WorldStateCache } from './world-state.cache';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const OWNER = 'owner-1';

function view(name: string): WorldStateView {
  return {
    world: { id: A, name, description: 'd', current_arc_id: null, created_at: new Date(0), updated_at: new Date(0) },
    currentArc: null,
    currentBeats: [],
  } as unknown as WorldStateView;
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('WorldStateCache', () => {
  let changes: ReadModelChanges;
  let cache: WorldStateCache;

  beforeEach(() => {
    changes = new ReadModelChanges('postgres://unused');
    cache = new WorldStateCache(changes, loadConfig({}));
  });

  it('keeps a loaded state for its owner only, with the JSON res.json would send', async () => {
    const load = jest.fn(async () => view('Brassport'));
    const first = await cache.read(A, OWNER, load);
    const second = await cache.read(A, OWNER, load);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(jsonEntityOf(first.view).body.toString('utf8')).toBe(JSON.stringify(view('Brassport')));
    expect(cache.peek(A, 'someone-else')).toBeUndefined();
  });

  it('drops a world when a change names its stream, and everything on a change of everything', async () => {
    await cache.read(A, OWNER, async () => view('a'));
    await cache.read(B, OWNER, async () => view('b'));
    changes.publish({ streams: [`world-${B}`, 'api-keys'] });
    expect(cache.peek(A, OWNER)).toBeDefined();
    expect(cache.peek(B, OWNER)).toBeUndefined();
    changes.publish(EVERYTHING_CHANGED);
    expect(cache.size).toBe(0);
  });

  it('returns but does not keep a load that a change of the same world overlapped', async () => {
    const pending = deferred<WorldStateView>();
    const reading = cache.read(A, OWNER, () => pending.promise);
    changes.publish({ streams: [`world-${A}`] });
    pending.resolve(view('read before the commit'));
    expect((await reading).view.world.name).toBe('read before the commit');
    expect(cache.peek(A, OWNER)).toBeUndefined();
    await cache.read(A, OWNER, async () => view('fresh'));
    expect(cache.peek(A, OWNER)?.view.world.name).toBe('fresh');
  });

  it('answers reads that come while a world loads from that one load, and a failed load fails them all', async () => {
    const pending = deferred<WorldStateView>();
    const load = jest.fn(() => pending.promise);
    const readings = Array.from({ length: 32 }, () => cache.read(A, OWNER, load));
    expect(load).toHaveBeenCalledTimes(1);
    pending.resolve(view('once'));
    const entries = await Promise.all(readings);
    expect(new Set(entries).size).toBe(1);
    expect(cache.peek(A, OWNER)).toBe(entries[0]);

    const failing = jest.fn(() => Promise.reject(new Error('pool exhausted')));
    const failed = await Promise.allSettled([cache.read(B, OWNER, failing), cache.read(B, OWNER, failing)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    // Nothing is left behind: the next read loads again.
    await cache.read(B, OWNER, async () => view('b'));
    expect(cache.peek(B, OWNER)?.view.world.name).toBe('b');
  });

  it('starts a load of its own for a read after the world changed, or for another reader', async () => {
    const before = deferred<WorldStateView>();
    const first = cache.read(A, OWNER, () => before.promise);
    changes.publish({ streams: [`world-${A}`] });
    const after = jest.fn(async () => view('after the commit'));
    const second = cache.read(A, OWNER, after);
    const other = jest.fn(async () => view('for another reader'));
    const third = cache.read(A, 'owner-2', other);
    before.resolve(view('before the commit'));
    expect((await first).view.world.name).toBe('before the commit');
    expect((await second).view.world.name).toBe('after the commit');
    expect((await third).view.world.name).toBe('for another reader');
    expect(after).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('keeps a load that only another world’s change overlapped', async () => {
    const pending = deferred<WorldStateView>();
    const reading = cache.read(A, OWNER, () => pending.promise);
    changes.publish({ streams: [`world-${B}`] });
    pending.resolve(view('a'));
    await reading;
    expect(cache.peek(A, OWNER)).toBeDefined();
  });

  it('evicts the least recently read world beyond its size', async () => {
    const ids = Array.from({ length: WORLD_STATE_CACHE_ENTRIES + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    await cache.read(ids[0]!, OWNER, async () => view('0'));
    await cache.read(ids[1]!, OWNER, async () => view('1'));
    cache.peek(ids[0]!, OWNER);
    for (const id of ids.slice(2)) await cache.read(id, OWNER, async () => view(id));
    expect(cache.size).toBe(WORLD_STATE_CACHE_ENTRIES);
    expect(cache.peek(ids[0]!, OWNER)).toBeDefined();
    expect(cache.peek(ids[1]!, OWNER)).toBeUndefined();
  });

  it('keeps nothing where the projections run in another process (API_ROLE=api)', async () => {
    const remote = new WorldStateCache(changes, loadConfig({ API_ROLE: 'api' }));
    await remote.read(A, OWNER, async () => view('a'));
    expect(remote.enabled).toBe(false);
    expect(remote.size).toBe(0);
  });
});

describe('read model change notifications', () => {
  it('name the distinct streams, or everything when too many to fit a NOTIFY', () => {
    expect(changeOfStreams(['world-1', 'world-2', 'world-1'])).toEqual({ streams: ['world-1', 'world-2'] });
    const many = Array.from({ length: 400 }, (_, index) => `world-00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect(changeOfStreams(many)).toEqual(EVERYTHING_CHANGED);
  });

  it('read back with their origin; a missing or unreadable payload means everything', () => {
    expect(parseReadModelChange(JSON.stringify({ streams: ['world-1'], origin: 'o' }))).toEqual({ change: { streams: ['world-1'] }, origin: 'o' });
    expect(parseReadModelChange(JSON.stringify({ all: true, origin: 'o' }))).toEqual({ change: EVERYTHING_CHANGED, origin: 'o' });
    expect(parseReadModelChange(undefined)).toEqual({ change: EVERYTHING_CHANGED });
    expect(parseReadModelChange('{not json')).toEqual({ change: EVERYTHING_CHANGED });
    expect(parseReadModelChange(JSON.stringify({ streams: [1] }))).toEqual({ change: EVERYTHING_CHANGED });
  });
});
