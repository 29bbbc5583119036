import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { LandingPage } from '../features/landing/components/landing-page';
import { LazyAuthForm, loadAuthForm } from '../lib/lazy-auth-form';
import { useOpenApp } from '../lib/use-open-app';

/** The landing page once the app runs (after signing out, say); a first visit to / shows it without the router (main.tsx). */
export const Route = createFileRoute('/')({ component: Landing });

function Landing() {
  const openApp = useOpenApp();
  const authForm = (
    <Suspense>
      <LazyAuthForm onSignedIn={openApp} />
    </Suspense>
  );
  return <LandingPage authForm={authForm} onBegin={() => void loadAuthForm()} onOpenApp={openApp} />;
}
