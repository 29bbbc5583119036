import { createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouteError } from '../components/route-error';
import { routeTree } from '../routeTree.gen';
import { takeEarlyAnswer } from './early-answer';
import { currentSession, startAuthWhenIdle } from './session';
import { focusHeadingWhenShown } from './use-focus-heading-on-navigation';

/** How long the first page waits for the answers to its early calls before it renders without them. */
const EARLY_ANSWER_WAIT_MS = 300;

function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, defaultErrorComponent: RouteError });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * The app under its router, at the page's address, or at `openAt` when the landing page hands the page over
 * (a navigation, as far as the user can tell: a new history entry, and the focus on the new page's heading).
 *
 * With the session known, the first page is loaded (its chunks, its loaders, and the answers to the early
 * calls its loaders make) before React renders anything: React then renders the whole page once, in a
 * transition that yields to the browser, instead of a splash, then the page, then its data, each in one
 * long task. A session that auth-js has to refresh first shows the splash meanwhile (routes/app.tsx).
 */
export async function appRouter(openAt?: string): Promise<ReactNode> {
  const router = createAppRouter();
  if (openAt) {
    router.history.push(openAt);
    focusHeadingWhenShown();
  }
  if (currentSession() !== undefined) {
    // Taken from the page by the tRPC client as the app's chunk ran: reading the page's global here found nothing.
    const early = takeEarlyAnswer()?.answers;
    await router.load().catch(() => undefined);
    if (early) await Promise.race([early.then(nextTask), delay(EARLY_ANSWER_WAIT_MS)]);
  }
  // auth-js does not hold up the first page (session.ts); it starts once that page has rendered.
  const stopWaiting = router.subscribe('onRendered', () => {
    stopWaiting();
    startAuthWhenIdle();
  });
  return <RouterProvider router={router} />;
}

/** After the answers arrive, the tRPC client and React Query take a few promise steps to store them. */
function nextTask(): Promise<void> {
  return delay(0);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
