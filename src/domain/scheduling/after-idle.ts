import { SKELETON_REMOVAL_DELAY_MS } from '#src/domain/business-constants.ts';
import { msSinceNavigationStart } from './navigation-clock.ts';

/**
 * Runs `task` once the page has shown what it loaded and the browser is idle (at the latest
 * `timeout` ms after that): work the page's first paint does not need, such as code a click may
 * need or an event of the page's loading, must not compete with it for the network and the CPU.
 * A page that loads data shows its skeleton for the spec's first 500 ms of the navigation
 * (section 9), and its content only then, so nothing starts before them: the account page's idle
 * moments while the skeleton showed downloaded its rare parts and its tracker before its plan was
 * on screen (and, in the mock build, put every one of those requests through MSW first). Where
 * there is no requestIdleCallback (Safari, jsdom), once those 500 ms are over and painted.
 * Answers a function that cancels it.
 */
export function afterIdle(task: () => void, timeout = 2000): () => void {
  let cancel: () => void = () => undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback !== 'function') return task();
    const handle = window.requestIdleCallback(() => task(), { timeout });
    cancel = () => window.cancelIdleCallback(handle);
  };
  // What was revealed at 500 ms is painted first.
  const floor = setTimeout(
    () => (cancel = afterNextPaint(idle)),
    Math.max(0, SKELETON_REMOVAL_DELAY_MS - msSinceNavigationStart()),
  );
  cancel = () => clearTimeout(floor);
  return () => cancel();
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
