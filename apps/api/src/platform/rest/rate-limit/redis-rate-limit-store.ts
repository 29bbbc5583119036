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

/** Hits in one trip that show a key under concurrent load (a person clicking, or a script run one by one, never shows it). */
export const LEASE_AFTER_HITS = 8;
/**
 * A lease holds the tickets of about this many more trips' worth of hits at the key's current concurrency: a trip is
 * dear (each wakes Redis and then this process; in the bench 32 trips' worth left the Redis row 4-5% below memory's,
 * 128 within 3%). At most LEASE_MAX, so a key that goes quiet strands at most that many places till its
 * window ends (and only where the limit is over four times that: LEASE_HEADROOM_SHARE).
 */
const LEASE_TRIPS = 128;
const LEASE_MAX = 16_384;
/** A lease takes at most this share of what was left below the limit at the key's last trip. */
const LEASE_HEADROOM_SHARE = 4;
/** A lease is renewed, in the background, once this share of it is left. */
const LEASE_RENEW_AT = 0.25;
const SWEEP_EVERY_TRIPS = 1000;

/** Places in a key's count, counted in Redis already, for hits still to come. */
interface TicketRange {
  next: number;
  readonly last: number;
  /** When their window ends at the latest, by this process's clock: the trip's start plus the TTL Redis gave. */
  readonly windowEndsAt: number;
}

/** The tickets this instance holds on a key: the range in use, and the renewal's once it has come. */
interface Lease {
  readonly ranges: TicketRange[];
  /** Tickets a renewal asks for. */
  readonly size: number;
  readonly ttl: number;
}

/** What the key's last trip brought back: its count then, and how busy the key was. */
interface LastTrip {
  readonly count: number;
  readonly hits: number;
  readonly windowEndsAt: number;
}

function ticketsLeft(lease: Lease): number {
  return lease.ranges.reduce((left, range) => left + Math.max(0, range.last - range.next + 1), 0);
}

/**
 * Fixed-window counters in Redis, shared by every API instance, one key per counter named as given
 * (so under RATE_LIMIT_KEY_PREFIX). When Redis cannot answer (down, unreachable, slower than 500 ms) it
 * fails open: the hit is counted in this instance's memory instead, with a warning logged at most every
 * 30 s, so the API keeps serving and each instance still limits on its own.
 *
 * Hits go in batches, one trip per key at a time: the hits of a key that arrive in one turn of the event loop, or
 * while its last trip is on its way, go together as one INCRBY (once the turn's I/O is handled: setImmediate), each
 * answered with its own place in the count, as if they had gone one by one in order. Idle, a hit goes at the end of
 * its turn, alone.
 *
 * Under concurrent load on one key (its last trip and this one each carry LEASE_AFTER_HITS hits or more), a trip also
 * takes a lease: the next tickets of the count, about LEASE_TRIPS trips' worth, at most a quarter of what was left
 * below the limit. The hits that follow take their places from it at once, without a trip (incrementFromLease); a
 * quarter before it runs out it is renewed in the background, until the key is quiet again or its window ends.
 * Every ticket is a distinct place in the shared count and a hit is allowed only with a ticket within the limit, so
 * instances together never allow more than the limit in a window. What a lease costs: Redis's count (and so
 * X-RateLimit-Remaining, and peek) runs ahead of the requests by the tickets instances hold, and a lease's unused
 * tickets are lost with its window; near the limit leases shrink to nothing, so the last places are counted one by
 * one. At ordinary rates no lease is taken and the count is exactly the requests.
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
  private readonly leases = new Map<string, Lease>();
  private readonly lastTrips = new Map<string, LastTrip>();
  private tripsSinceSweep = 0;

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
    const leased = this.incrementFromLease(key, limit);
    if (leased) return Promise.resolve(leased);
    return new Promise((resolve) => {
      const hits = this.pending.get(key);
      if (hits) hits.push({ ttl, limit, resolve });
      else this.pending.set(key, [{ ttl, limit, resolve }]);
      this.scheduleSend();
    });
  }

  /**
   * The hit's place from this instance's lease on the key, at once; undefined when it holds none (then: increment).
   * Once a quarter of the lease is left it is renewed in the background, so a busy key's hits rarely wait for a trip.
   */
  incrementFromLease(key: string, limit: number): ThrottlerStorageRecord | undefined {
    const lease = this.leases.get(key);
    if (lease === undefined) return undefined;
    const now = Date.now();
    let range = lease.ranges[0];
    while (range !== undefined && (range.next > range.last || now >= range.windowEndsAt)) {
      lease.ranges.shift();
      range = lease.ranges[0];
    }
    if (range === undefined) {
      this.leases.delete(key);
      return undefined;
    }
    const ticket = range.next;
    range.next += 1;
    if (!this.inFlight.has(key) && ticketsLeft(lease) <= lease.size * LEASE_RENEW_AT) this.send(key, [], lease.ttl, limit, lease.size);
    return fixedWindowRecord(ticket, range.windowEndsAt - now, limit);
  }

  private scheduleSend(): void {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      for (const [key, hits] of this.pending) {
        if (this.inFlight.has(key)) continue;
        this.pending.delete(key);
        this.send(key, hits, hits[0]!.ttl, hits[0]!.limit);
      }
    });
  }

  /**
   * Counts `hits` in one trip (the window, if it opens, lasts `ttl`), with a lease when the key is busy, or renews
   * the lease (`renewal`: its size; no hits).
   */
  private send(key: string, hits: readonly PendingHit[], ttl: number, limit: number, renewal?: number): void {
    this.inFlight.add(key);
    const sentAt = Date.now();
    const leased = this.leaseSize(key, hits.length, limit, sentAt, renewal);
    let reply: Promise<[number, number]>;
    try {
      reply = this.redis.rateLimitIncrement(key, ttl, hits.length + leased);
    } catch (error) {
      reply = Promise.reject(error as Error);
    }
    reply.then(
      ([count, resetInMs]) => {
        const first = count - leased - hits.length + 1;
        const windowEndsAt = sentAt + resetInMs;
        hits.forEach((hit, index) => hit.resolve(fixedWindowRecord(first + index, resetInMs, hit.limit)));
        this.lastTrips.set(key, { count, hits: leased > 0 ? Math.max(hits.length, LEASE_AFTER_HITS) : hits.length, windowEndsAt });
        if (leased > 0) this.addLease(key, { next: count - leased + 1, last: count, windowEndsAt }, renewal ?? leased, ttl);
        this.arrived(key);
      },
      (error: Error) => {
        this.warn(`Redis failed, counting in memory: ${error.message}`);
        for (const hit of hits) hit.resolve(this.fallback.incrementNow(key, hit.ttl, hit.limit));
        this.arrived(key);
      },
    );
  }

  /**
   * Tickets to lease with a trip (see the class): none unless the key's last trip and this one are busy (a renewal
   * is: its lease is in use), never more than a quarter of what was left below the limit.
   */
  private leaseSize(key: string, hits: number, limit: number, now: number, renewal: number | undefined): number {
    this.sweepNowAndThen(now);
    const last = this.lastTrips.get(key);
    if (last === undefined || now >= last.windowEndsAt) return 0;
    const wanted = renewal ?? (hits >= LEASE_AFTER_HITS && last.hits >= LEASE_AFTER_HITS ? LEASE_TRIPS * hits : 0);
    const headroom = limit - last.count - hits;
    return Math.max(0, Math.min(wanted, LEASE_MAX, Math.floor(headroom / LEASE_HEADROOM_SHARE)));
  }

  private addLease(key: string, range: TicketRange, size: number, ttl: number): void {
    const lease = this.leases.get(key);
    if (lease) lease.ranges.push(range);
    else this.leases.set(key, { ranges: [range], size, ttl });
  }

  /** Hits that waited for the trip take what is left of a lease first; the rest go on the next trip. */
  private arrived(key: string): void {
    this.inFlight.delete(key);
    const waiting = this.pending.get(key);
    if (waiting === undefined) return;
    let served = 0;
    for (const hit of waiting) {
      const record = this.incrementFromLease(key, hit.limit);
      if (record === undefined) break;
      hit.resolve(record);
      served += 1;
    }
    if (served === waiting.length) this.pending.delete(key);
    else {
      if (served > 0) this.pending.set(key, waiting.slice(served));
      this.scheduleSend();
    }
  }

  /** Forgets the trips and leases of windows that have ended, now and then, so idle keys do not pile up. */
  private sweepNowAndThen(now: number): void {
    this.tripsSinceSweep += 1;
    if (this.tripsSinceSweep < SWEEP_EVERY_TRIPS) return;
    this.tripsSinceSweep = 0;
    for (const [key, trip] of this.lastTrips) if (now >= trip.windowEndsAt) this.lastTrips.delete(key);
    for (const [key, lease] of this.leases) if (lease.ranges.every((range) => now >= range.windowEndsAt)) this.leases.delete(key);
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
