import { createFileRoute } from '@tanstack/react-router';
import { AuthForm } from '../features/auth/components/auth-form';
import { LandingPage } from '../features/landing/components/landing-page';
import { useOpenApp } from '../lib/use-open-app';

/** The landing page once the app runs (after signing out, say); a first visit to / shows it without the router (main.tsx). */
export const Route = createFileRoute('/')({ component: Landing });

function Landing() {
  const openApp = useOpenApp();
  return <LandingPage authForm={<AuthForm onSignedIn={openApp} />} onOpenApp={openApp} />;
}
