import { type CounterReading, type CounterStore, fixedWindowRecord, type ThrottlerStorageRecord } from './fixed-window';

interface Window {
  count: number;
  endsAt: number;
}

// Ended windows are dropped in a sweep every this many hits, so idle keys do not pile up.
const SWEEP_EVERY_HITS = 1000;

/**
 * Fixed-window counters of one process: right for a single instance, and the fallback when Redis is away.
 * Not @nestjs/throttler's own ThrottlerStorageService: it keeps an expiry per hit and filters them all on
 * every request, a cost that grows with the limit (README, Benchmarks), and its window slides.
 */
export class MemoryRateLimitStore implements CounterStore {
  private readonly windows = new Map<string, Window>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    return this.incrementNow(key, ttl, limit);
  }

  /** increment, answered at once: no promise, for the REST fast lane's hot path (RateLimiter.count). */
  incrementNow(key: string, ttl: number, limit: number): ThrottlerStorageRecord {
    const now = this.now();
    this.sweepNowAndThen(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + ttl };
      this.windows.set(key, window);
    }
    window.count += 1;
    return fixedWindowRecord(window.count, window.endsAt - now, limit);
  }

  /** The key's count in its current window, without counting; zero once the window has ended. */
  async peek(key: string): Promise<CounterReading> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { totalHits: 0, resetInMs: 0 };
    return { totalHits: window.count, resetInMs: window.endsAt - now };
  }

  /** Keys held, ended windows not yet swept included. */
  get size(): number {
    return this.windows.size;
  }

  private sweepNowAndThen(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}
