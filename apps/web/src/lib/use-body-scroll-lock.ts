import { useEffect } from 'react';

/** Keeps the page behind a modal from scrolling while `locked`; nested locks restore the outermost state. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
