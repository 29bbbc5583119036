/** The count of one bucket's current window after a hit, and how long until that window ends. */
export interface WindowCount {
  readonly count: number;
  readonly resetInMs: number;
}

/**
 * Fixed-window counters: a bucket's window opens with its first hit and lasts `windowMs`; the next hit
 * after it ends opens a new one. Anchoring the window to the first hit (not to the clock's minute)
 * means a burst is never split across two windows by a minute boundary.
 */
export interface RateLimitStore {
  increment(bucket: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}
