/**
 * Runs `callback` once the browser has painted the next frame and is idle: work a page can do later (a chunk
 * for its first click, auth-js's refresh timer) never delays the frame that shows the page.
 */
export function whenIdleAfterPaint(callback: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  const run = () => !cancelled && callback();
  // A timer set in a frame's callback fires after that frame is painted.
  const frame = requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: timeoutMs });
      else run();
    }, 0),
  );
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
