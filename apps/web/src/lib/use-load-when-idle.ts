import { useEffect } from 'react';
import { whenIdleAfterPaint } from './when-idle';

/**
 * Asks for a lazy chunk once `ready` (the page shows what it is for), the page has painted and the browser
 * is idle, so the first use finds it loaded. A failure is left to the first use, which reports it as any
 * missing chunk.
 */
export function useLoadWhenIdle(ready: boolean, load: () => Promise<unknown>): void {
  useEffect(() => {
    if (!ready) return;
    return whenIdleAfterPaint(() => void load().catch(() => undefined), 2000);
  }, [ready, load]);
}
