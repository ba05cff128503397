/** How long an idle callback may wait once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle, so what it starts (third-party
 * scripts, operator snippets) never competes with the first paint. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle?.();
  };
}
