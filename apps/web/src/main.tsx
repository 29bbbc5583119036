import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteError } from './components/route-error';
import { startMusicOnFirstInteraction } from './lib/audio/audio-player';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { routeTree } from './routeTree.gen';
import './styles.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, defaultErrorComponent: RouteError });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Music and the preloading of the effects (SPEC.md §9) wait for the first interaction.
startMusicOnFirstInteraction();
// A deploy while the tab is open removes the chunks it has not loaded yet: the page reloads to the new version.
reloadOnPreloadError();

// A transition lets React yield to the browser while it renders the first page, instead of one long task.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
