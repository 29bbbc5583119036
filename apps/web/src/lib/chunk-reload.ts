/** When the app last reloaded itself for a missing chunk, in this tab. */
const RELOADED_AT_KEY = 'worldloom-chunk-reload-at';
/** A reload that finds the chunk still missing shows the error instead of reloading again. */
const RELOAD_GUARD_MS = 30_000;

/**
 * Whether an error is a script chunk (or its CSS) that could not be loaded: after a deploy, the open page
 * asks for file names the server no longer has. Chromium, Firefox and Safari word it differently; Vite's
 * preload helper adds its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page once, to the version the server has now; false (and no reload) when this page is itself
 * such a reload of a moment ago, so a chunk missing for another reason ends on the error panel instead of a
 * reload loop. The router's lazy route components reload once on their own for the same failure, keyed by
 * its message: that key is set too, so the two never reload one after the other.
 */
export function reloadForNewVersion(error: unknown): boolean {
  if (justReloaded()) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  if (error instanceof Error) sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
  window.location.reload();
  return true;
}

function justReloaded(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return true;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' && performance.now() < RELOAD_GUARD_MS;
}

/** Vite reports a dependency of a lazily loaded chunk that failed to load; the reload replaces the failure. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewVersion((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
}
