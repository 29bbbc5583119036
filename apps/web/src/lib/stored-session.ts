/*
 * Where and how auth-js keeps the session, for the code that reads it without auth-js: the session store
 * (session.ts) and the early script in index.html (build/route-modulepreload.ts). No imports: the build
 * runs this module too.
 */

/** auth-js's `storageKey` in localStorage. */
export const SESSION_STORAGE_KEY = 'worldloom-auth';

/** auth-js refreshes a session this long before it expires (its EXPIRY_MARGIN_MS: 3 ticks of 30 s). */
export const SESSION_REFRESH_MARGIN_MS = 90_000;

/** Whether auth-js would use the session as it is, with no refresh first. */
export function sessionIsFresh(session: { readonly expires_at?: number }, now: number): boolean {
  return (session.expires_at ?? Number.POSITIVE_INFINITY) * 1000 - now >= SESSION_REFRESH_MARGIN_MS;
}
