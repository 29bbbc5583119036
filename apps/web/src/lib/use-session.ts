import type { Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { authClient } from './auth';

/** The current session; `undefined` until auth-js has read the persisted one. */
export function useSession(): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    const { data } = authClient.onAuthStateChange((_event, next) => setSession(next));
    return () => data.subscription.unsubscribe();
  }, []);
  return session;
}
