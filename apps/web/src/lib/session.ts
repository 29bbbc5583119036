import type { Session } from '@supabase/auth-js';
import { useSyncExternalStore } from 'react';
import { authClient } from './auth';

/** `undefined` until auth-js has read the persisted session (and refreshed it if it had to). */
type SessionState = Session | null | undefined;

let current: SessionState;
const listeners = new Set<() => void>();
const initialised = new Promise<Session | null>((resolve) => {
  authClient.onAuthStateChange((_event, session) => {
    current = session;
    resolve(session);
    listeners.forEach((listener) => listener());
  });
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): SessionState {
  return current;
}

/** Resolves with the session once auth is initialised. */
export function initialSession(): Promise<Session | null> {
  return initialised;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, currentSession);
}
