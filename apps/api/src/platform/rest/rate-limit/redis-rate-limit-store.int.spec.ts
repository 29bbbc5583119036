import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LEASE_AFTER_HITS, RedisRateLimitStore } from './redis-rate-limit-store';
import { redisForTests } from '#test/support/redis-for-tests';

/** The store's connection, to count its trips to Redis. */
function tripsOf(store: RedisRateLimitStore): jest.SpyInstance {
  const { redis } = store as unknown as { redis: { rateLimitIncrement: (...args: unknown[]) => Promise<[number, number]> } };
  return jest.spyOn(redis, 'rateLimitIncrement');
}

const redisUrl = redisForTests('batched-counter');
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('RedisRateLimitStore, hits that arrive together', () => {
  const keyPrefix = `worldloom-test:${randomUUID()}:`;
  let redis: Redis;
  let store: RedisRateLimitStore;

  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    store = new RedisRateLimitStore(redisUrl ?? '');
    await store.connect();
  });

  afterAll(async () => {
    await store.onApplicationShutdown();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts 60 hits of one key that arrive together in one trip, each with its own place in the count, those past the limit refused', async () => {
    const key = `${keyPrefix}burst`;
    const trips = tripsOf(store);
    try {
      const records = await Promise.all(Array.from({ length: 60 }, () => store.increment(key, 60_000, 50)));
      expect(records.map((record) => record.totalHits)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
      expect(records.map((record) => record.isBlocked)).toEqual(Array.from({ length: 60 }, (_, index) => index >= 50));
      for (const record of records) expect(record.timeToExpire).toBeGreaterThanOrEqual(59);
      expect(records[59]!.timeToBlockExpire).toBe(records[59]!.timeToExpire);
      expect(await redis.get(key)).toBe('60');
      const pttl = await redis.pttl(key);
      expect(pttl).toBeGreaterThan(50_000);
      expect(pttl).toBeLessThanOrEqual(60_000);
      // One INCRBY of 60 for the whole turn of the event loop.
      expect(trips.mock.calls.map((call) => call[2])).toEqual([60]);
    } finally {
      trips.mockRestore();
    }
  });

  it('holds the hits that come while a trip is on its way, over several turns, then sends them together', async () => {
    const key = `${keyPrefix}held`;
    const { redis: connection } = store as unknown as { redis: { rateLimitIncrement: (...args: unknown[]) => Promise<[number, number]> } };
    const original = connection.rateLimitIncrement.bind(connection);
    const trips = tripsOf(store);
    // The first trip takes 50 ms longer on its way.
    trips.mockImplementationOnce((...args: unknown[]) => new Promise((resolve) => setTimeout(resolve, 50)).then(() => original(...args)));
    try {
      const hits = [store.increment(key, 60_000, 100)];
      for (let turn = 0; turn < 5; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
        hits.push(store.increment(key, 60_000, 100));
      }
      const records = await Promise.all(hits);
      expect(records.map((record) => record.totalHits)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(trips.mock.calls.map((call) => call[2])).toEqual([1, 5]);
    } finally {
      trips.mockRestore();
    }
  });

  it('keeps keys apart: each key its own count, in the order its hits came', async () => {
    const [first, second] = [`${keyPrefix}a`, `${keyPrefix}b`];
    const records = await Promise.all([first, second, first, second, first].map((key) => store.increment(key, 60_000, 100)));
    expect(records.map((record) => record.totalHits)).toEqual([1, 1, 2, 2, 3]);
    expect([await redis.get(first), await redis.get(second)]).toEqual(['3', '2']);
  });

  it('takes no lease at ordinary rates: hits one by one, and one burst, leave the count exactly the hits', async () => {
    const key = `${keyPrefix}ordinary`;
    for (let hit = 1; hit <= 20; hit++) await store.increment(key, 60_000, 1000);
    await Promise.all(Array.from({ length: 30 }, () => store.increment(key, 60_000, 1000)));
    for (let hit = 1; hit <= 5; hit++) await store.increment(key, 60_000, 1000);
    expect(await redis.get(key)).toBe('55');
    expect(store.incrementFromLease(key, 1000)).toBeUndefined();
  });

  it('leases places to a busy key: later hits are counted at once, each a distinct place, renewed before it runs out', async () => {
    const key = `${keyPrefix}busy`;
    const trips = tripsOf(store);
    try {
      // Two busy trips in a row (LEASE_AFTER_HITS hits or more each): the second takes a lease.
      await Promise.all(Array.from({ length: LEASE_AFTER_HITS }, () => store.increment(key, 60_000, 1_000_000)));
      await Promise.all(Array.from({ length: LEASE_AFTER_HITS }, () => store.increment(key, 60_000, 1_000_000)));
      expect(trips).toHaveBeenCalledTimes(2);
      const leasedAtOnce: number[] = [];
      for (let hit = 0; hit < 200; hit++) {
        const record = store.incrementFromLease(key, 1_000_000);
        if (record === undefined) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        leasedAtOnce.push(record.totalHits);
        expect(record.isBlocked).toBe(false);
        expect(record.timeToExpire).toBeGreaterThanOrEqual(59);
      }
      expect(leasedAtOnce.length).toBeGreaterThan(150);
      expect(new Set(leasedAtOnce).size).toBe(leasedAtOnce.length);
      expect(Math.min(...leasedAtOnce)).toBeGreaterThan(2 * LEASE_AFTER_HITS);
      // The count in Redis covers every place handed out (and the lease's rest): it never runs behind the requests.
      expect(Number(await redis.get(key))).toBeGreaterThanOrEqual(Math.max(...leasedAtOnce));
      // 200 hits took far fewer trips than hits: the lease and its renewals.
      expect(trips.mock.calls.length).toBeLessThan(10);
    } finally {
      trips.mockRestore();
    }
  });

  it('never allows more than the limit between two instances hammering one key, leases or not', async () => {
    const key = `${keyPrefix}shared-limit`;
    const other = new RedisRateLimitStore(redisUrl ?? '');
    await other.connect();
    try {
      const limit = 3000;
      const hammer = async (instance: RedisRateLimitStore) => {
        const allowed: number[] = [];
        // 32 clients on each instance, each sending its next hit as soon as the last is answered.
        await Promise.all(
          Array.from({ length: 32 }, async () => {
            for (let hit = 0; hit < 120; hit++) {
              const record = await instance.increment(key, 60_000, limit);
              if (!record.isBlocked) allowed.push(record.totalHits);
            }
          }),
        );
        return allowed;
      };
      const [first, second] = await Promise.all([hammer(store), hammer(other)]);
      const allowed = [...first, ...second];
      // 7,680 hits against a limit of 3,000: no place is given twice, none past the limit, and leases left few unused.
      expect(new Set(allowed).size).toBe(allowed.length);
      expect(Math.max(...allowed)).toBeLessThanOrEqual(limit);
      expect(allowed.length).toBeLessThanOrEqual(limit);
      expect(allowed.length).toBeGreaterThan(limit * 0.75);
    } finally {
      await other.onApplicationShutdown();
    }
  });

  it('drops a lease when its window ends: the next hit opens a new window in Redis', async () => {
    const key = `${keyPrefix}lease-window`;
    for (let trip = 0; trip < 2; trip++) await Promise.all(Array.from({ length: LEASE_AFTER_HITS }, () => store.increment(key, 300, 1_000_000)));
    expect(store.incrementFromLease(key, 1_000_000)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(store.incrementFromLease(key, 1_000_000)).toBeUndefined();
    expect(await store.increment(key, 300, 1_000_000)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await redis.get(key)).toBe('1');
  });

  it('sends a lone hit on its own: one hit, one trip', async () => {
    const key = `${keyPrefix}alone`;
    const trips = tripsOf(store);
    try {
      for (let hit = 1; hit <= 3; hit++) expect((await store.increment(key, 60_000, 100)).totalHits).toBe(hit);
      expect(trips.mock.calls.map((call) => call[2])).toEqual([1, 1, 1]);
    } finally {
      trips.mockRestore();
    }
  });
});

describe('RedisRateLimitStore without Redis', () => {
  it('counts hits that arrive together in memory, each in its place, when Redis cannot be reached', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    await store.connect();
    try {
      const records = await Promise.all(Array.from({ length: 4 }, () => store.increment('unreachable', 60_000, 3)));
      expect(records.map((record) => [record.totalHits, record.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, false],
        [4, true],
      ]);
    } finally {
      await store.onApplicationShutdown();
    }
  });
});
