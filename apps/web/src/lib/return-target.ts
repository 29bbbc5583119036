/*
 * Where signing in leads: a visitor who opens a page of the app (an invite link, /app/join/<token>) is sent to
 * the landing page to sign in (SPEC.md §6), and lands back on that page afterwards instead of the dashboard.
 * The page is kept in the tab's sessionStorage rather than in the address, so / stays / and no link can
 * choose where the app goes after signing in; what is read back is still checked to be a page of the app on
 * this site (a path under /app), never another origin.
 */

const KEY = 'worldloom:return-to';

/** The app's start page, where signing in leads when no page was asked for. */
export const APP_HOME = '/app';

/** `value` as a path of this site under /app (with its search and hash), or null for anything else. */
export function appPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname !== APP_HOME && !url.pathname.startsWith(`${APP_HOME}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the page a visitor asked for (the /app guard's address), to open once they have signed in. */
export function rememberReturnTarget(path: string): void {
  const target = appPath(path, window.location.origin);
  try {
    if (target && target !== APP_HOME) storage()?.setItem(KEY, target);
  } catch {
    // Storage full or refused: signing in opens the dashboard, as it did.
  }
}

/** The page to open after signing in, once: the one kept, or the dashboard. */
export function takeReturnTarget(): string {
  const store = storage();
  let kept: string | null = null;
  try {
    kept = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
  } catch {
    kept = null;
  }
  return appPath(kept, window.location.origin) ?? APP_HOME;
}
