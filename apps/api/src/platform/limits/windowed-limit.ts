import { z } from 'zod';

/** A budget: at most `limit` counted actions per window of `windowMs`, the window opening with the first one. */
export interface WindowedLimit {
  readonly limit: number;
  readonly windowMs: number;
  /** As configured, e.g. `30/5m`: what messages and the docs show. */
  readonly text: string;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * An environment variable holding a windowed limit as `<count>/<window>`, the window in seconds, minutes or
 * hours: `30/5m` is 30 per five minutes, `150/300s` the same window in seconds.
 */
export const windowedLimit = z
  .string()
  .regex(/^\d{1,7}\/\d{1,5}[smh]$/, { error: 'expected <count>/<window>, e.g. 30/5m (s, m or h)' })
  .transform((text, context): WindowedLimit => {
    const [count, window] = text.split('/') as [string, string];
    const limit = Number(count);
    const windowMs = Number(window.slice(0, -1)) * UNIT_MS[window.slice(-1) as keyof typeof UNIT_MS];
    if (limit < 1 || windowMs < 1000 || windowMs > 24 * UNIT_MS.h) {
      context.addIssue({ code: 'custom', message: 'needs a count of at least 1 and a window from 1s to 24h' });
      return z.NEVER;
    }
    return { limit, windowMs, text };
  });
