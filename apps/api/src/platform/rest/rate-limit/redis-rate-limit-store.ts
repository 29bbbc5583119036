import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type CounterReading, type CounterStore, fixedWindowRecord, type ThrottlerStorageRecord } from './fixed-window';
import { MemoryRateLimitStore } from './memory-rate-limit-store';

// INCRBY (the hits of one batch) and the expiry in one atomic step; a key left without an expiry (PTTL -1) gets one too.
const INCREMENT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// The count and what is left of its window, in one step; a missing key reads as no window.
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

interface RateLimitRedis extends Redis {
  rateLimitIncrement(key: string, windowMs: number, hits: number): Promise<[number, number]>;
  rateLimitPeek(key: string): Promise<[number, number]>;
}

const WARN_AT_MOST_EVERY_MS = 30_000;

/** A hit waiting for its count. */
interface PendingHit {
  readonly ttl: number;
  readonly limit: number;
  readonly resolve: (record: ThrottlerStorageRecord) => void;
}

/**
 * Fixed-window counters in Redis, shared by every API instance, one key per counter named as given
 * (so under RATE_LIMIT_KEY_PREFIX). When Redis cannot answer (down, unreachable, slower than 500 ms) it
 * fails open: the hit is counted in this instance's memory instead, with a warning logged at most every
 * 30 s, so the API keeps serving and each instance still limits on its own.
 *
 * Hits go in batches, one trip per key at a time: the hits of a key that arrive in one turn of the event loop, or
 * while its last trip is on its way, go together as one INCRBY (once the turn's I/O is handled: setImmediate), each
 * answered with its own place in the count, as if they had gone one by one in order. Under load that is one
 * EVALSHA for many requests instead of one each (the slower Redis answers, the more each trip carries); idle, a hit
 * goes at the end of its turn, alone.
 *
 * Not @nest-lab/throttler-storage-redis: it sends its whole script with every hit (fewer increments a
 * second than ours, README), keeps a block that outlasts the window, names its keys `{key:throttler}:hits`
 * outside the prefix, and has no fallback.
 */
export class RedisRateLimitStore implements CounterStore, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: RateLimitRedis;
  private readonly fallback = new MemoryRateLimitStore();
  private lastWarningAt = Number.NEGATIVE_INFINITY;
  /** Hits waiting for their trip, by key. */
  private readonly pending = new Map<string, PendingHit[]>();
  /** Keys with a trip on its way. */
  private readonly inFlight = new Set<string>();
  private sendScheduled = false;

  constructor(url: string) {
    const redis = new Redis(url, {
      lazyConnect: true,
      // Fail at once while disconnected rather than queueing the request behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      // disconnect() arms this timer even when the socket is already gone; keep it from holding the process.
      disconnectTimeout: 100,
    });
    redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    redis.defineCommand('rateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
    redis.on('error', (error: Error) => this.warn(`Redis: ${error.message}`));
    // defineCommand adds the method at run time; the interface above names it.
    this.redis = redis as RateLimitRedis;
  }

  /** Connects before the first request; if Redis is away it keeps retrying in the background. */
  async connect(): Promise<void> {
    await this.redis.connect().catch((error: Error) => this.warn(`Redis unreachable, counting in memory: ${error.message}`));
  }

  increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    return new Promise((resolve) => {
      const hits = this.pending.get(key);
      if (hits) hits.push({ ttl, limit, resolve });
      else this.pending.set(key, [{ ttl, limit, resolve }]);
      this.scheduleSend();
    });
  }

  private scheduleSend(): void {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      for (const [key, hits] of this.pending) {
        if (this.inFlight.has(key)) continue;
        this.pending.delete(key);
        this.send(key, hits);
      }
    });
  }

  /** Counts `hits` in one trip (the window, if it opens, lasts the first one's ttl); then the key's next batch may go. */
  private send(key: string, hits: readonly PendingHit[]): void {
    this.inFlight.add(key);
    let reply: Promise<[number, number]>;
    try {
      reply = this.redis.rateLimitIncrement(key, hits[0]!.ttl, hits.length);
    } catch (error) {
      reply = Promise.reject(error as Error);
    }
    reply.then(
      ([count, resetInMs]) => {
        const first = count - hits.length + 1;
        hits.forEach((hit, index) => hit.resolve(fixedWindowRecord(first + index, resetInMs, hit.limit)));
        this.arrived(key);
      },
      (error: Error) => {
        this.warn(`Redis failed, counting in memory: ${error.message}`);
        for (const hit of hits) hit.resolve(this.fallback.incrementNow(key, hit.ttl, hit.limit));
        this.arrived(key);
      },
    );
  }

  private arrived(key: string): void {
    this.inFlight.delete(key);
    if (this.pending.has(key)) this.scheduleSend();
  }

  async peek(key: string): Promise<CounterReading> {
    try {
      const [totalHits, resetInMs] = await this.redis.rateLimitPeek(key);
      return totalHits > 0 && resetInMs > 0 ? { totalHits, resetInMs } : { totalHits: 0, resetInMs: 0 };
    } catch (error) {
      this.warn(`Redis failed, reading the count in memory: ${(error as Error).message}`);
      return this.fallback.peek(key);
    }
  }

  /** True when Redis answers PING now (readiness). */
  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis.disconnect());
    } else {
      this.redis.disconnect();
    }
  }

  private warn(message: string): void {
    const now = Date.now();
    if (now - this.lastWarningAt < WARN_AT_MOST_EVERY_MS) return;
    this.lastWarningAt = now;
    this.logger.warn(message);
  }
}
