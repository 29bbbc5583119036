import { useEffect } from 'react';

/**
 * Asks for a lazy chunk once `ready` (the page shows what it is for) and the browser is idle, so the
 * first use finds it loaded. A failure is left to the first use, which reports it as any missing chunk.
 */
export function useLoadWhenIdle(ready: boolean, load: () => Promise<unknown>): void {
  useEffect(() => {
    if (!ready) return;
    const run = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 500);
  }, [ready, load]);
}
