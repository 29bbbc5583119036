import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type ApiKeyTestApp,
  startApiKeyTestApp,
} from '../../apps/api/src/modules/api-keys/api-keys-test-app.test-support';
import { RedisRateLimitStore } from '../../apps/api/src/platform/rest/rate-limit/redis-rate-limit-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { redisForTests } from '../support/redis-for-tests';

const LIMIT_EXCEEDED = { error: 'Rate limit exceeded: 100 requests per minute', code: 'TOO_MANY_REQUESTS' };

function rateLimitHeaders(response: Response): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(response.headers.get('x-ratelimit-limit')),
    remaining: Number(response.headers.get('x-ratelimit-remaining')),
    reset: Number(response.headers.get('x-ratelimit-reset')),
  };
}

/** Sends `count` requests one after another, each on the next app in turn; answers their statuses. */
async function sendRequests(apps: ApiKeyTestApp[], key: string, count: number): Promise<Response[]> {
  const responses: Response[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await apps[index % apps.length]!.probe(key);
    await response.arrayBuffer();
    responses.push(response);
  }
  return responses;
}

async function expectLimited(response: Response, message = LIMIT_EXCEEDED): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(rateLimitHeaders(response)).toEqual({ limit: Number(message.error.match(/\d+/)![0]), remaining: 0, reset: retryAfter });
  expect(await response.json()).toEqual(message);
}

describe('RateLimitGuard with counters in memory', () => {
  let testApp: ApiKeyTestApp;
  let userId: string;

  beforeAll(async () => {
    testApp = await startApiKeyTestApp();
    userId = await testApp.createUser();
  });

  afterAll(() => testApp.close());

  it('lets 100 requests a minute through with the headers, answers the 101st with 429, leaves another key alone', async () => {
    const [first, second] = [await testApp.createKey(userId), await testApp.createKey(userId)];

    const allowed = await sendRequests([testApp], first.key, 100);
    expect(allowed.map((response) => response.status)).toEqual(Array(100).fill(200));
    allowed.forEach((response, index) => {
      const headers = rateLimitHeaders(response);
      expect(headers).toMatchObject({ limit: 100, remaining: 99 - index });
      expect(headers.reset).toBeGreaterThanOrEqual(1);
      expect(headers.reset).toBeLessThanOrEqual(60);
    });
    expect(rateLimitHeaders(allowed[0]!).reset).toBe(60);

    await expectLimited(await testApp.probe(first.key));
    await expectLimited(await testApp.probe(first.key));

    const other = await testApp.probe(second.key);
    expect(other.status).toBe(200);
    expect(rateLimitHeaders(other)).toMatchObject({ limit: 100, remaining: 99 });
  });

  it('neither counts nor labels a request refused for its key', async () => {
    const created = await testApp.createKey(userId);
    const refused = await testApp.probe(`${created.key.slice(0, -1)}!`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-ratelimit-limit')).toBeNull();
    expect(rateLimitHeaders(await testApp.probe(created.key))).toMatchObject({ remaining: 99 });
  });
});

describe('RateLimitGuard configuration', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.drop());

  it('takes the limit from RATE_LIMIT_PER_MINUTE', async () => {
    const testApp = await startApiKeyTestApp({ RATE_LIMIT_PER_MINUTE: '3' }, database);
    try {
      const created = await testApp.createKey(await testApp.createUser());
      const responses = await sendRequests([testApp], created.key, 3);
      expect(responses.map((response) => rateLimitHeaders(response).remaining)).toEqual([2, 1, 0]);
      await expectLimited(await testApp.probe(created.key), {
        error: 'Rate limit exceeded: 3 requests per minute',
        code: 'TOO_MANY_REQUESTS',
      });
    } finally {
      await testApp.close();
    }
  });

  it('lets everything through without headers when RATE_LIMIT_ENABLED=false', async () => {
    const testApp = await startApiKeyTestApp({ RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_PER_MINUTE: '2' }, database);
    try {
      const created = await testApp.createKey(await testApp.createUser());
      const responses = await sendRequests([testApp], created.key, 4);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(responses[3]!.headers.get('x-ratelimit-limit')).toBeNull();
    } finally {
      await testApp.close();
    }
  });

  it('fails open to counting in memory when Redis cannot be reached', async () => {
    const testApp = await startApiKeyTestApp(
      { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '2', LOG_LEVEL: 'error' },
      database,
    );
    try {
      const created = await testApp.createKey(await testApp.createUser());
      const responses = await sendRequests([testApp], created.key, 2);
      expect(responses.map((response) => [response.status, rateLimitHeaders(response).remaining])).toEqual([
        [200, 1],
        [200, 0],
      ]);
      expect((await testApp.probe(created.key)).status).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});

const redisUrl = redisForTests('shared-counter');
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('RateLimitGuard with counters in Redis', () => {
  const url = redisUrl ?? '';
  // Every run has its own namespace, so runs sharing a Redis never see each other's counters.
  const keyPrefix = `worldloom-test:${randomUUID()}:`;
  let redis: Redis;
  let database: TestDatabase;
  let instances: ApiKeyTestApp[];

  beforeAll(async () => {
    redis = new Redis(url);
    database = await createTestDatabase();
    const env = { REDIS_URL: url, RATE_LIMIT_KEY_PREFIX: keyPrefix };
    instances = [await startApiKeyTestApp(env, database), await startApiKeyTestApp(env, database)];
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database.drop();
  });

  it('shares one count between two instances: 100 requests spread over both, then 429 on either', async () => {
    const [first, second] = instances as [ApiKeyTestApp, ApiKeyTestApp];
    const userId = await first.createUser();
    const created = await first.createKey(userId);

    const allowed = await sendRequests(instances, created.key, 100);
    expect(allowed.map((response) => response.status)).toEqual(Array(100).fill(200));
    expect(allowed.map((response) => rateLimitHeaders(response).remaining)).toEqual(
      Array.from({ length: 100 }, (_, index) => 99 - index),
    );

    await expectLimited(await first.probe(created.key));
    await expectLimited(await second.probe(created.key));

    const other = await second.createKey(userId);
    expect(rateLimitHeaders(await first.probe(other.key))).toMatchObject({ remaining: 99 });
  });

  it('keeps each counter under the configured prefix, expiring with its window', async () => {
    const [first] = instances as [ApiKeyTestApp];
    const created = await first.createKey(await first.createUser());
    expect((await first.probe(created.key)).status).toBe(200);

    const ttl = await redis.pttl(`${keyPrefix}${created.id}`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.get(`${keyPrefix}${created.id}`)).toBe('1');
  });

  it('opens a new window once the last one has ended', async () => {
    const store = new RedisRateLimitStore(url);
    await store.connect();
    try {
      const bucket = `${keyPrefix}window-${randomUUID()}`;
      expect((await store.increment(bucket, 200, 100)).totalHits).toBe(1);
      expect(await redis.get(bucket)).toBe('1');
      const second = await store.increment(bucket, 200, 100);
      expect(second).toEqual({ totalHits: 2, timeToExpire: 1, isBlocked: false, timeToBlockExpire: 0 });
      const resetInMs = await redis.pttl(bucket);
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(200);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await store.increment(bucket, 200, 100)).toEqual({ totalHits: 1, timeToExpire: 1, isBlocked: false, timeToBlockExpire: 0 });
      // A whole new window, not what was left of the last one.
      expect(await redis.pttl(bucket)).toBeGreaterThan(100);
    } finally {
      await store.onApplicationShutdown();
    }
  });

  it('blocks a key over the limit until its window ends, and no longer', async () => {
    const store = new RedisRateLimitStore(url);
    await store.connect();
    try {
      const bucket = `${keyPrefix}block-${randomUUID()}`;
      expect((await store.increment(bucket, 60_000, 1)).isBlocked).toBe(false);
      const refused = await store.increment(bucket, 60_000, 1);
      expect(refused).toMatchObject({ totalHits: 2, isBlocked: true });
      expect(refused.timeToBlockExpire).toBe(refused.timeToExpire);
      expect(refused.timeToExpire).toBeLessThanOrEqual(60);
      expect(await redis.keys(`*${bucket}*`)).toEqual([bucket]);
    } finally {
      await store.onApplicationShutdown();
    }
  });
});
