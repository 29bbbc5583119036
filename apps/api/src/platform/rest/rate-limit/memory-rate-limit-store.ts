import type { RateLimitStore, WindowCount } from './rate-limit-store';

interface Window {
  count: number;
  endsAt: number;
}

// Ended windows are dropped in a sweep every this many hits, so idle keys do not pile up.
const SWEEP_EVERY_HITS = 1000;

/** Counters of one process: right for a single instance, and the fallback when Redis is away. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(bucket: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    this.sweepNowAndThen(now);
    let window = this.windows.get(bucket);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(bucket, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  /** Buckets held, ended windows not yet swept included. */
  get size(): number {
    return this.windows.size;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweepNowAndThen(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    for (const [bucket, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(bucket);
    }
  }
}
