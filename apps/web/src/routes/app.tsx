import type { Session } from '@supabase/auth-js';
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { Splash } from '../components/splash';
import { AppLayout } from '../features/app-shell/components/app-layout';
import { needsSecondFactor } from '../lib/assurance-level';
import { rememberReturnTarget } from '../lib/return-target';
import { currentSession, initialSession, useSession } from '../lib/session';

/** `path`: the page asked for, opened once the visitor has signed in (an invite link keeps its way). */
function requireSession(session: Session | null, path: string): void {
  if (!session || needsSecondFactor(session)) rememberReturnTarget(path);
  // SPEC.md §6: a visitor is redirected to / from anything under /app.
  if (!session) throw redirect({ to: '/', replace: true });
  // A person with a verified factor needs aal2: the Login page asks for the code.
  if (needsSecondFactor(session)) throw redirect({ to: '/login', replace: true });
}

export const Route = createFileRoute('/app')({
  // Synchronous once auth is initialised, so only the very first load waits (behind the splash).
  beforeLoad: ({ location }) => {
    const session = currentSession();
    if (session === undefined) return initialSession().then((initial) => requireSession(initial, location.href));
    requireSession(session, location.href);
  },
  pendingComponent: Splash,
  pendingMs: 0,
  pendingMinMs: 0,
  component: GuardedApp,
});

/** Signing out, or a refresh that fails, ends the session while the layout is open. */
function GuardedApp() {
  const session = useSession();
  if (session === undefined) return <Splash />;
  if (!session) return <Navigate to="/" replace />;
  if (needsSecondFactor(session)) return <Navigate to="/login" replace />;
  return <AppLayout session={session} />;
}
