import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusProduced } from './announce';

/** How long a page may take to show its heading (a world's name arrives with its data). */
const HEADING_WAIT_MS = 5000;

/**
 * After every navigation to another page (not the first load, not a change of search or hash), focus moves
 * to the new page's heading, so keyboard and screen reader users start where the content starts. A page
 * that shows its heading later gets the focus then, and one whose heading is replaced while it loads (a
 * loading state's heading by the page's own) moves it on to the new one, unless the user has pressed a key
 * or clicked meanwhile.
 */
export function useFocusHeadingOnNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    let cancel = () => {};
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      cancel();
      if (fromLocation && pathChanged) cancel = focusHeadingWhenShown();
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [router]);
}

/** Focuses the page's heading once it shows (or the next one that replaces it); answers a way to stop. */
export function focusHeadingWhenShown(): () => void {
  const observer = new MutationObserver(() => tryFocus());
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  let focused: HTMLElement | null = null;
  const tryFocus = () => {
    if (focused?.isConnected || (focused && document.activeElement !== document.body)) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    focused = heading;
    focusProduced(heading);
  };
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  observer.observe(document.body, { childList: true, subtree: true });
  tryFocus();
  return stop;
}
