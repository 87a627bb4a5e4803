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

/**
 * Runs `task` once what was just rendered has been painted: a timer set from an animation frame
 * fires after that frame is on screen. An idle moment can come between a render and its paint, so
 * work scheduled for "idle" right after a page reveals its content could otherwise start before
 * that content is painted, and share the network with the page's largest paint (the address
 * form's 35 KB did, on the account page). Answers a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancel: () => void = () => undefined;
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(task, 0);
    cancel = () => clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

/**
 * Runs `prefetch` when the browser is next idle after the next paint, i.e. after the page has
 * shown what it loaded; answers a function that cancels it. Where there is no
 * requestIdleCallback (Safari, jsdom), nothing is scheduled: hovering or focusing the button
 * prefetches instead.
 */
export function whenIdle(prefetch: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  let cancelIdle: () => void = () => undefined;
  const cancelPaint = afterNextPaint(() => {
    const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    cancelIdle = () => window.cancelIdleCallback(handle);
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
