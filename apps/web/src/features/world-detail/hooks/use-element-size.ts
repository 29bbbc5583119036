import { useLayoutEffect, useRef, useState } from 'react';
import type { BoxSize } from './map-view';

/**
 * The pixel size of an element's box, measured before its first paint and again whenever it changes
 * (a phone turned, a column narrowed); null until measured.
 */
export function useElementSize<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((last) => (last && last.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
