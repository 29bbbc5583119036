import { MemoryRateLimitStore } from './memory-rate-limit-store';

describe('MemoryRateLimitStore', () => {
  let now: number;
  let store: MemoryRateLimitStore;

  beforeEach(() => {
    now = 1_000_000;
    store = new MemoryRateLimitStore(() => now);
  });

  it('counts hits in a window opened by the first one', async () => {
    expect(await store.increment('key-a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_999;
    expect(await store.increment('key-a', 60_000)).toEqual({ count: 2, resetInMs: 1 });
  });

  it('opens a new window once the last one has ended', async () => {
    await store.increment('key-a', 60_000);
    await store.increment('key-a', 60_000);
    now += 60_000;
    expect(await store.increment('key-a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('counts each bucket on its own', async () => {
    await store.increment('key-a', 60_000);
    now += 10_000;
    expect(await store.increment('key-b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    expect(await store.increment('key-a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
  });

  it('forgets ended windows in a sweep every 1000 hits, keeping live ones', async () => {
    await store.increment('idle', 1000);
    now += 2000;
    for (let hit = 1; hit < 999; hit += 1) await store.increment(`busy-${hit % 3}`, 60_000);
    expect(store.size).toBe(4);
    await store.increment('busy-0', 60_000);
    expect(store.size).toBe(3);
    expect(await store.increment('busy-0', 60_000)).toMatchObject({ count: 334 });
  });
});
