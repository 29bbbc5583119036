import { AuthClient } from '@supabase/auth-js';

/** The auth-js client against our own GoTrue-compatible server; it persists and refreshes the session. */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: 'worldloom-auth',
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: false,
});

export async function accessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}
