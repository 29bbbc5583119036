import { createFileRoute } from '@tanstack/react-router';
import { AuthForm } from '../features/auth/components/auth-form';
import { WorldsPanel } from '../features/worlds/components/worlds-panel';
import { authClient } from '../lib/auth';
import { useSession } from '../lib/use-session';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  const session = useSession();
  return (
    <main className="page">
      <header className="page-header">
        <h1>Worldloom</h1>
        <p className="subtitle">Create, design, and grow self-evolving AI universes that you and players can participate in.</p>
      </header>
      {session === undefined && <p role="status">Loading...</p>}
      {session === null && <AuthForm />}
      {session && (
        <>
          <div className="user-bar">
            <span>{session.user.email}</span>
            <button type="button" className="link-button" onClick={() => void authClient.signOut()}>
              Sign Out
            </button>
          </div>
          <WorldsPanel />
        </>
      )}
    </main>
  );
}
