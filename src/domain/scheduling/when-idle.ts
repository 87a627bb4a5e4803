/**
 * Runs `prefetch` when the browser is next idle, i.e. after the page has shown what it loaded;
 * answers a function that cancels it. Where there is no requestIdleCallback (Safari, jsdom),
 * nothing is scheduled: hovering or focusing the button prefetches instead.
 */
export function whenIdle(prefetch: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
  return () => window.cancelIdleCallback(handle);
}
