import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { SESSION_STORAGE_KEY } from './stored-session';

/**
 * The auth-js client against our own GoTrue-compatible server; it persists and refreshes the session.
 * Its own chunk, made once by session.ts (`authClient()`): no page waits for it to paint.
 */
export function createAuthClient(): GoTrueClient {
  return new AuthClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: SESSION_STORAGE_KEY,
    autoRefreshToken: true,
    persistSession: true,
    // A mail's link (confirmation, password reset) brings its session in the fragment (features/auth/hooks/auth-link.ts).
    detectSessionInUrl: true,
  });
}
