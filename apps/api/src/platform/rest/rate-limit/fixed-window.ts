import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a throttler storage answers for a hit (@nestjs/throttler does not export the type from its index). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A counter read without counting: its hits in the current window and when that window ends (0 and 0 when none is open). */
export interface CounterReading {
  readonly totalHits: number;
  readonly resetInMs: number;
}

/** What both stores offer beyond @nestjs/throttler's storage: reading a counter without counting (the auth limits on failures). */
export interface CounterStore extends ThrottlerStorage {
  peek(key: string): Promise<CounterReading>;
}

/**
 * Fixed windows, as both rate-limit stores count: a key's window opens with its first hit and lasts the
 * throttler's ttl; the next hit after it ends opens a new one. Anchoring the window to the first hit (not to
 * the clock's minute) means a burst is never split across two windows by a minute boundary. Over the limit,
 * a key is refused until its window ends, never longer.
 */
export function fixedWindowRecord(totalHits: number, resetInMs: number, limit: number): ThrottlerStorageRecord {
  // Whole seconds, at least 1: X-RateLimit-Reset and Retry-After.
  const timeToExpire = Math.max(1, Math.ceil(resetInMs / 1000));
  const isBlocked = totalHits > limit;
  return { totalHits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
}
