import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadSoundEffects, startMusicOnFirstInteraction } from './lib/audio/audio-player';
import { routeTree } from './routeTree.gen';
import './styles.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

startMusicOnFirstInteraction();
// Effects are preloaded (SPEC.md §9), once the page itself has loaded.
window.addEventListener('load', () => void preloadSoundEffects().catch((error) => console.warn('Audio: preload failed', error)), {
  once: true,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
