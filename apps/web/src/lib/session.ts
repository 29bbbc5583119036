import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY, sessionIsFresh } from './stored-session';
import { whenIdleAfterPaint } from './when-idle';

/** `undefined` until the session is known: read from storage, or from auth-js once it has refreshed it. */
type SessionState = Session | null | undefined;

/**
 * What auth-js will find when it starts, read without it: a session it would use as it is (no refresh due),
 * or none at all. Only a session that needs a refresh waits for auth-js and the network. That lets a page
 * render its first frame without downloading and running auth-js, which then starts beside the page.
 */
function sessionFromStorage(): SessionState {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    // auth-js drops what it cannot parse.
    return null;
  }
  // auth-js's own test (GoTrueClient._isValidSession): anything else, it removes.
  if (typeof stored !== 'object' || stored === null || !('access_token' in stored && 'refresh_token' in stored && 'expires_at' in stored)) {
    return null;
  }
  // Without its user (never stored so by this app), auth-js would ask the server for it.
  const session = stored as Session;
  return 'user' in stored && sessionIsFresh(session, Date.now()) ? session : undefined;
}

let current: SessionState = sessionFromStorage();
const listeners = new Set<() => void>();
let resolveInitialised: (session: Session | null) => void = () => {};
const initialised = new Promise<Session | null>((resolve) => (resolveInitialised = resolve));
if (current !== undefined) resolveInitialised(current);

function receive(event: AuthChangeEvent, session: Session | null): void {
  resolveInitialised(session);
  // auth-js confirming the session read from storage: nothing changed, nothing re-renders.
  const unchanged = current !== undefined && event !== 'USER_UPDATED' && (session?.access_token ?? null) === (current?.access_token ?? null);
  if (unchanged) return;
  current = session;
  listeners.forEach((listener) => listener());
}

let client: Promise<GoTrueClient> | undefined;

/** auth-js, downloaded and started on first use: it persists the session and refreshes it before it expires. */
export function authClient(): Promise<GoTrueClient> {
  client ??= import('./auth').then(({ createAuthClient }) => {
    const auth = createAuthClient();
    auth.onAuthStateChange(receive);
    return auth;
  });
  return client;
}

/**
 * Starts auth-js once the page has painted and the browser is idle, when nothing has needed it before:
 * with a fresh session, its refresh timer has more than 90 seconds to start in.
 */
export function startAuthWhenIdle(): void {
  whenIdleAfterPaint(() => void authClient());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): SessionState {
  return current;
}

/** Resolves with the session once it is known (at once, unless auth-js has a refresh to make first). */
export function initialSession(): Promise<Session | null> {
  if (current === undefined) void authClient();
  return initialised;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, currentSession);
}

/** The bearer token for a data call: the session's own while it is fresh, else whatever auth-js makes of it. */
export async function accessToken(): Promise<string | null> {
  const session = current;
  if (session === null) return null;
  if (session && sessionIsFresh(session, Date.now())) return session.access_token;
  const { data } = await (await authClient()).getSession();
  return data.session?.access_token ?? null;
}
