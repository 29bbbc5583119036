import { useEffect, useState } from 'react';

/**
 * False until the task after the frame that painted the component's first render: work kept behind it (the
 * relationship graph, its force layout) leaves that frame to what is already on screen. The world map's
 * first-render measure ends in the same kind of task, scheduled earlier, so it does not count that work.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
