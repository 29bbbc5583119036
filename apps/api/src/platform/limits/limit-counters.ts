import type { CounterStore } from '../rest/rate-limit/fixed-window';
import { MemoryRateLimitStore } from '../rest/rate-limit/memory-rate-limit-store';
import { RedisRateLimitStore } from '../rest/rate-limit/redis-rate-limit-store';
import type { WindowedLimit } from './windowed-limit';

export interface LimitDecision {
  readonly allowed: boolean;
  /** Whole seconds until the window ends, at least 1 once refused (Retry-After); 0 when no window is open. */
  readonly retryAfterSeconds: number;
}

/**
 * Named fixed-window counters for the abuse limits (auth, tRPC mutations): in this process's memory, or in
 * Redis when REDIS_URL is set, so every instance spends one budget. The stores are the public API rate
 * limit's own (fixed windows, Redis failing open to memory with a warning).
 */
export class LimitCounters {
  constructor(
    private readonly store: CounterStore,
    /** Namespace in Redis: RATE_LIMIT_KEY_PREFIX, then `limits:`. */
    private readonly keyPrefix: string,
  ) {}

  static async open(options: { redisUrl?: string; keyPrefix: string }): Promise<LimitCounters> {
    if (!options.redisUrl) return new LimitCounters(new MemoryRateLimitStore(), options.keyPrefix);
    const store = new RedisRateLimitStore(options.redisUrl);
    await store.connect();
    return new LimitCounters(store, options.keyPrefix);
  }

  /** Counts one action of `subject` under `name`; refused once the count passes the limit, until the window ends. */
  async spend(name: string, subject: string, { limit, windowMs }: WindowedLimit): Promise<LimitDecision> {
    const record = await this.store.increment(this.key(name, subject), windowMs, limit, windowMs, name);
    return { allowed: !record.isBlocked, retryAfterSeconds: record.isBlocked ? record.timeToBlockExpire : 0 };
  }

  /** Whether `subject` has already spent all of `name`'s budget, without counting. */
  async check(name: string, subject: string, { limit }: WindowedLimit): Promise<LimitDecision> {
    const { totalHits, resetInMs } = await this.store.peek(this.key(name, subject));
    const allowed = totalHits < limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** Where the counters live, and for Redis whether it answers now (readiness). */
  async reachable(): Promise<{ store: 'memory' | 'redis'; up: boolean }> {
    if (this.store instanceof RedisRateLimitStore) return { store: 'redis', up: await this.store.ping() };
    return { store: 'memory', up: true };
  }

  async close(): Promise<void> {
    if (this.store instanceof RedisRateLimitStore) await this.store.onApplicationShutdown();
  }

  private key(name: string, subject: string): string {
    return `${this.keyPrefix}${name}:${subject}`;
  }
}
