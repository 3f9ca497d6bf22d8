/**
 * Runs `run` once the page is idle (at the latest after 2 s), or after 200 ms where the browser
 * has no idle callback (jsdom): work that must never delay drawing a page, such as loading the
 * realtime chunk. Returns the cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}
