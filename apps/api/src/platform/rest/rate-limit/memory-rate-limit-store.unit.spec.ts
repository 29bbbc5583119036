import { MemoryRateLimitStore } from './memory-rate-limit-store';

const allowed = (totalHits: number, timeToExpire: number) => ({ totalHits, timeToExpire, isBlocked: false, timeToBlockExpire: 0 });

describe('MemoryRateLimitStore', () => {
  let now: number;
  let store: MemoryRateLimitStore;

  beforeEach(() => {
    now = 1_000_000;
    store = new MemoryRateLimitStore(() => now);
  });

  it('counts hits in a window opened by the first one', async () => {
    expect(await store.increment('key-a', 60_000, 100)).toEqual(allowed(1, 60));
    now += 59_999;
    expect(await store.increment('key-a', 60_000, 100)).toEqual(allowed(2, 1));
  });

  it('opens a new window once the last one has ended', async () => {
    await store.increment('key-a', 60_000, 100);
    await store.increment('key-a', 60_000, 100);
    now += 60_000;
    expect(await store.increment('key-a', 60_000, 100)).toEqual(allowed(1, 60));
  });

  it('counts each key on its own', async () => {
    await store.increment('key-a', 60_000, 100);
    now += 10_000;
    expect(await store.increment('key-b', 60_000, 100)).toEqual(allowed(1, 60));
    expect(await store.increment('key-a', 60_000, 100)).toEqual(allowed(2, 50));
  });

  it('blocks a key over the limit until its window ends, and no longer', async () => {
    await store.increment('key-a', 60_000, 2);
    await store.increment('key-a', 60_000, 2);
    now += 30_500;
    expect(await store.increment('key-a', 60_000, 2)).toEqual({ totalHits: 3, timeToExpire: 30, isBlocked: true, timeToBlockExpire: 30 });
    now += 29_500;
    expect(await store.increment('key-a', 60_000, 2)).toEqual(allowed(1, 60));
  });

  it('forgets ended windows in a sweep every 1000 hits, keeping live ones', async () => {
    await store.increment('idle', 1000, 100);
    now += 2000;
    for (let hit = 1; hit < 999; hit += 1) await store.increment(`busy-${hit % 3}`, 60_000, 100);
    expect(store.size).toBe(4);
    await store.increment('busy-0', 60_000, 100);
    expect(store.size).toBe(3);
    expect(await store.increment('busy-0', 60_000, 100)).toMatchObject({ totalHits: 334 });
  });

  it('reads a count without counting, and nothing once its window has ended', async () => {
    expect(await store.peek('key-a')).toEqual({ totalHits: 0, resetInMs: 0 });
    await store.increment('key-a', 60_000, 100);
    await store.increment('key-a', 60_000, 100);
    now += 10_000;
    expect(await store.peek('key-a')).toEqual({ totalHits: 2, resetInMs: 50_000 });
    expect(await store.peek('key-a')).toEqual({ totalHits: 2, resetInMs: 50_000 });
    now += 50_000;
    expect(await store.peek('key-a')).toEqual({ totalHits: 0, resetInMs: 0 });
  });
});
