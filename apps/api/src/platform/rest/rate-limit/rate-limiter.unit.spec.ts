import type { ThrottlerStorage } from '@nestjs/throttler';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { type CountedRequest, RateLimiter, rateLimitOptionsFrom } from './rate-limiter';
import { loadPlatformConfig as loadConfig } from '../../config/config';

describe('RateLimiter', () => {
  it('takes 100 a minute, in memory, from an empty environment', () => {
    expect(rateLimitOptionsFrom(loadConfig({}))).toEqual({
      enabled: true,
      limit: 100,
      windowMs: 60_000,
      keyPrefix: 'worldloom:rate-limit:',
      redisUrl: undefined,
    });
  });

  it('reads the variables, refusing a REDIS_URL that is not redis', () => {
    const config = loadConfig({
      RATE_LIMIT_PER_MINUTE: '5',
      RATE_LIMIT_ENABLED: 'false',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_KEY_PREFIX: 'staging:',
    });
    expect(rateLimitOptionsFrom(config)).toMatchObject({
      enabled: false,
      limit: 5,
      keyPrefix: 'staging:',
      redisUrl: 'redis://cache:6379',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('allows the limit, then refuses, with whole seconds until the window ends', async () => {
    let now = 0;
    const options = { enabled: true, limit: 2, windowMs: 60_000, keyPrefix: 'p:' };
    const limiter = new RateLimiter(options, new MemoryRateLimitStore(() => now));

    expect(await limiter.hit('key')).toEqual({ allowed: true, limit: 2, remaining: 1, resetInSeconds: 60 });
    now = 30_500;
    expect(await limiter.hit('key')).toEqual({ allowed: true, limit: 2, remaining: 0, resetInSeconds: 30 });
    now = 59_999;
    expect(await limiter.hit('key')).toEqual({ allowed: false, limit: 2, remaining: 0, resetInSeconds: 1 });
    expect(limiter.exceededMessage).toBe('Rate limit exceeded: 2 requests per minute');
  });

  it('counts a request once, however many steps ask (the fast lane, then the guard), and only once its key is known', async () => {
    const options = { enabled: true, limit: 5, windowMs: 60_000, keyPrefix: 'p:' };
    const limiter = new RateLimiter(options, new MemoryRateLimitStore(() => 0));
    const request = { apiKey: { keyId: 'key', userId: 'user' } } as CountedRequest;

    const first = await limiter.count(request);
    expect(first).toEqual({ allowed: true, limit: 5, remaining: 4, resetInSeconds: 60 });
    expect(await limiter.count(request)).toBe(first);
    expect(await limiter.hit('key')).toMatchObject({ remaining: 3 });
    await expect(limiter.count({} as CountedRequest)).rejects.toThrow(/after its API key is checked/);
  });

  it('decides at once with the counters in memory, and through the store otherwise', async () => {
    const options = { enabled: true, limit: 1, windowMs: 60_000, keyPrefix: 'p:' };
    const request = () => ({ apiKey: { keyId: 'key', userId: 'user' } }) as CountedRequest;
    const inMemory = new RateLimiter(options, new MemoryRateLimitStore(() => 0));
    expect(inMemory.count(request())).toEqual({ allowed: true, limit: 1, remaining: 0, resetInSeconds: 60 });
    expect(inMemory.count(request())).toEqual({ allowed: false, limit: 1, remaining: 0, resetInSeconds: 60 });

    const store = new MemoryRateLimitStore(() => 0);
    const increment = jest.fn((key: string, ttl: number, limit: number) => store.increment(key, ttl, limit));
    const elsewhere = new RateLimiter(options, { increment } as unknown as ThrottlerStorage);
    const counted = elsewhere.count(request());
    expect(counted).toBeInstanceOf(Promise);
    expect(await counted).toEqual({ allowed: true, limit: 1, remaining: 0, resetInSeconds: 60 });
    expect(increment).toHaveBeenCalledWith('p:key', 60_000, 1, 60_000, 'default');
  });

  it('decides at once with the counters in Redis while a lease on the key is held, and through a trip otherwise', async () => {
    const options = { enabled: true, limit: 100, windowMs: 60_000, keyPrefix: 'p:' };
    const request = () => ({ apiKey: { keyId: 'key', userId: 'user' } }) as CountedRequest;
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    try {
      const fromLease = jest.spyOn(store, 'incrementFromLease').mockReturnValueOnce({ totalHits: 40, timeToExpire: 30, isBlocked: false, timeToBlockExpire: 0 });
      const increment = jest.spyOn(store, 'increment').mockResolvedValue({ totalHits: 41, timeToExpire: 30, isBlocked: false, timeToBlockExpire: 0 });
      const limiter = new RateLimiter(options, store);
      expect(limiter.count(request())).toEqual({ allowed: true, limit: 100, remaining: 60, resetInSeconds: 30 });
      expect(fromLease).toHaveBeenCalledWith('p:key', 100);
      const counted = limiter.count(request());
      expect(counted).toBeInstanceOf(Promise);
      expect(await counted).toEqual({ allowed: true, limit: 100, remaining: 59, resetInSeconds: 30 });
      expect(increment).toHaveBeenCalledTimes(1);
    } finally {
      await store.onApplicationShutdown();
    }
  });
});
