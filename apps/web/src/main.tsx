import { type ReactNode, StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/components/landing-page';
import { LazyAuthForm, loadAuthForm } from './lib/lazy-auth-form';
import { startMusicOnFirstInteraction } from './lib/audio/audio-player';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { takeReturnTarget } from './lib/return-target';
import { authClient } from './lib/session';
import './styles.css';

// Music and the preloading of the effects (SPEC.md §9) wait for the first interaction.
startMusicOnFirstInteraction();
// A deploy while the tab is open removes the chunks it has not loaded yet: the page reloads to the new version.
reloadOnPreloadError();

const root = createRoot(document.getElementById('root')!);

// A transition lets React yield to the browser while it renders a page, instead of one long task.
function render(page: ReactNode): void {
  startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
}

/** The router, every route and auth-js: what a page of the app needs, and the landing page only once it is left. */
const loadApp = () => import('./lib/app-router');

async function startApp(openAt?: string): Promise<void> {
  const { appRouter } = await loadApp();
  render(await appRouter(openAt));
}

/**
 * A first visit to / shows the landing page with React alone: no router, auth-js, data client or sign-in
 * form. Begin Your Journey starts downloading those while the intro fades out (600 ms); the app then takes
 * the page over at /app. Any other address starts the app (whose own / is this page).
 */
function showLanding(): void {
  const prepare = () => {
    void loadAuthForm();
    void loadApp();
    void authClient();
  };
  // The page a visitor asked for before signing in, if any (return-target.ts), else /app.
  const openApp = () => void startApp(takeReturnTarget());
  const authForm = (
    <Suspense>
      <LazyAuthForm onSignedIn={openApp} />
    </Suspense>
  );
  render(<LandingPage authForm={authForm} onBegin={prepare} onOpenApp={openApp} />);
}

if (window.location.pathname === '/') showLanding();
else void startApp();
