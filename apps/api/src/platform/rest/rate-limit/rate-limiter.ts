import type { AppConfig } from '../../config/config';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
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

/** SPEC.md §9: 100 requests per minute per API key, unless RATE_LIMIT_PER_MINUTE says otherwise. */
export function rateLimitOptionsFrom(config: AppConfig): RateLimitOptions {
  return {
    enabled: config.RATE_LIMIT_ENABLED,
    limit: config.RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
    keyPrefix: config.RATE_LIMIT_KEY_PREFIX,
    redisUrl: config.REDIS_URL,
  };
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Whole seconds until the window ends, at least 1: both X-RateLimit-Reset and Retry-After. */
  readonly resetInSeconds: number;
}

/** Counts each API key's requests in fixed windows, in memory or in Redis. */
export class RateLimiter {
  constructor(
    readonly options: RateLimitOptions,
    private readonly store: RateLimitStore,
  ) {}

  static async create(options: RateLimitOptions): Promise<RateLimiter> {
    if (!options.enabled || !options.redisUrl) return new RateLimiter(options, new MemoryRateLimitStore());
    const store = new RedisRateLimitStore(options.redisUrl);
    await store.connect();
    return new RateLimiter(options, store);
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

  async hit(keyId: string): Promise<RateLimitDecision> {
    const { limit, windowMs, keyPrefix } = this.options;
    const { count, resetInMs } = await this.store.increment(`${keyPrefix}${keyId}`, windowMs);
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetInSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
