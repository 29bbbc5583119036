import { useEffect, useState } from 'react';

/** SPEC.md §9: the header takes its scrolled style after 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  // Read after the first frame: reading the scroll position while the page renders forces a layout.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
