/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms): work the page's first
 * paint does not need, such as code a click may need or an event of the page's loading, must not
 * compete with it for the network and the CPU. Where there is no requestIdleCallback (Safari,
 * jsdom), after the current task. Answers a function that cancels it.
 */
export function afterIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
