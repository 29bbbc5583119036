import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { PlatformConfig } from '../../config/config';
import { API_KEY_REQUEST_PROPERTY, type KeyedRequest } from '../api-key-auth';
import type { ThrottlerStorageRecord } from './fixed-window';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export interface RateLimitOptions {
  readonly enabled: boolean;
  /** Requests each API key may make per window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Namespace of the counters in Redis, so deployments and test runs sharing a Redis never collide. */
  readonly keyPrefix: string;
  /** Unset: counters in this process's memory. */
  readonly redisUrl?: string;
}

export const RATE_LIMIT_OPTIONS = Symbol('RATE_LIMIT_OPTIONS');

/** The one throttler; @nestjs/throttler leaves the headers of the one named `default` unsuffixed. */
const THROTTLER_NAME = 'default';

/** SPEC.md §9: 100 requests per minute per API key, unless RATE_LIMIT_PER_MINUTE says otherwise. */
export function rateLimitOptionsFrom(config: PlatformConfig): RateLimitOptions {
  return {
    enabled: config.RATE_LIMIT_ENABLED,
    limit: config.RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
    keyPrefix: config.RATE_LIMIT_KEY_PREFIX,
    redisUrl: config.REDIS_URL,
  };
}

/** @nestjs/throttler's options: the one throttler, over the counters the options ask for (Redis connected first). */
export async function throttlerOptionsFrom(options: RateLimitOptions): Promise<ThrottlerModuleOptions> {
  return {
    throttlers: [{ name: THROTTLER_NAME, limit: options.limit, ttl: options.windowMs }],
    storage: await rateLimitStore(options),
  };
}

async function rateLimitStore(options: RateLimitOptions): Promise<ThrottlerStorage> {
  if (!options.enabled || !options.redisUrl) return new MemoryRateLimitStore();
  const store = new RedisRateLimitStore(options.redisUrl);
  await store.connect();
  return store;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Whole seconds until the window ends, at least 1: both X-RateLimit-Reset and Retry-After. */
  readonly resetInSeconds: number;
}

/** Request property holding the rate limiter's decision once the request was counted. */
export const RATE_LIMIT_DECISION_PROPERTY = 'rateLimitDecision';

/** A request past the key check, node's or express's, with its decision once counted. */
export type CountedRequest = KeyedRequest & { [RATE_LIMIT_DECISION_PROPERTY]?: RateLimitDecision };

/**
 * Counts each API key's requests in fixed windows through @nestjs/throttler's storage (in memory or in
 * Redis). RateLimitGuard and the REST fast lane both count through it, so a request is counted once.
 */
export class RateLimiter {
  /** The store when it counts in this process: then a request is counted at once, without a promise. */
  private readonly memory: MemoryRateLimitStore | undefined;
  /** The store when it counts in Redis: a request is counted at once while this instance holds a lease on its key. */
  private readonly redis: RedisRateLimitStore | undefined;
  /** `keyPrefix` + key id for the keys seen lately: one string per key, not a new one per request. */
  private readonly storeKeys = new Map<string, string>();

  constructor(
    readonly options: RateLimitOptions,
    private readonly storage: ThrottlerStorage,
  ) {
    this.memory = storage instanceof MemoryRateLimitStore ? storage : undefined;
    this.redis = storage instanceof RedisRateLimitStore ? storage : undefined;
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** What the 429 body says, e.g. "Rate limit exceeded: 100 requests per minute". */
  get exceededMessage(): string {
    const { limit, windowMs } = this.options;
    const per = windowMs === 60_000 ? 'minute' : `${windowMs / 1000} seconds`;
    return `Rate limit exceeded: ${limit} requests per ${per}`;
  }

  /**
   * The request's decision, counted against its API key the first time any step asks. With the counters in
   * memory, or in Redis while this instance holds a lease on the key, the decision comes at once (no promise: the
   * REST fast lane's hot path); otherwise as a promise.
   * Rejects (never throws) when the request's key has not been checked yet.
   */
  count(request: CountedRequest): RateLimitDecision | Promise<RateLimitDecision> {
    const counted = request[RATE_LIMIT_DECISION_PROPERTY];
    if (counted) return counted;
    const key = request[API_KEY_REQUEST_PROPERTY];
    if (!key) return Promise.reject(new Error('A request is counted after its API key is checked: @UseGuards(ApiKeyGuard, RateLimitGuard)'));
    const { limit, windowMs } = this.options;
    const storeKey = this.storeKey(key.keyId);
    if (this.memory) return (request[RATE_LIMIT_DECISION_PROPERTY] = this.decision(this.memory.incrementNow(storeKey, windowMs, limit)));
    const leased = this.redis?.incrementFromLease(storeKey, limit);
    if (leased) return (request[RATE_LIMIT_DECISION_PROPERTY] = this.decision(leased));
    return this.storage
      .increment(storeKey, windowMs, limit, windowMs, THROTTLER_NAME)
      .then((record) => (request[RATE_LIMIT_DECISION_PROPERTY] = this.decision(record)));
  }

  async hit(keyId: string): Promise<RateLimitDecision> {
    const { limit, windowMs } = this.options;
    return this.decision(await this.storage.increment(this.storeKey(keyId), windowMs, limit, windowMs, THROTTLER_NAME));
  }

  private decision(record: ThrottlerStorageRecord): RateLimitDecision {
    const { limit } = this.options;
    return {
      allowed: !record.isBlocked,
      limit,
      remaining: Math.max(0, limit - record.totalHits),
      resetInSeconds: record.isBlocked ? record.timeToBlockExpire : record.timeToExpire,
    };
  }

  private storeKey(keyId: string): string {
    let storeKey = this.storeKeys.get(keyId);
    if (storeKey === undefined) {
      if (this.storeKeys.size >= STORE_KEYS_KEPT) this.storeKeys.clear();
      this.storeKeys.set(keyId, (storeKey = `${this.options.keyPrefix}${keyId}`));
    }
    return storeKey;
  }
}

const STORE_KEYS_KEPT = 10_000;
