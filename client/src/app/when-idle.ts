/**
 * Runs `callback` once the browser is idle, `timeoutMs` at the latest (at once where the browser
 * has no idle callbacks); returns what cancels it. For work the first screen does not need
 * (issue #12): it waits until the page's own code, data and rendering are done.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}
