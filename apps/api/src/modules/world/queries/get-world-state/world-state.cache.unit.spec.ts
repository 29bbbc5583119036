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
    expect(jsonEntityOf(first.view).body).toBe(JSON.stringify(view('Brassport')));
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
