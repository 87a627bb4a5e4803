import { SKELETON_REMOVAL_DELAY_MS } from '#src/domain/business-constants.ts';
import { msSinceNavigationStart } from './navigation-clock.ts';

/**
 * After the spec's 500 ms skeleton (section 9) is painted, then idle, so deferred work never
 * competes with the first content. Answers a cancel.
 */
export function afterIdle(task: () => void, timeout = 2000): () => void {
  let cancel: () => void = () => undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback !== 'function') return task();
    const handle = window.requestIdleCallback(() => task(), { timeout });
    cancel = () => window.cancelIdleCallback(handle);
  };
  const floor = setTimeout(
    () => (cancel = afterNextPaint(idle)),
    Math.max(0, SKELETON_REMOVAL_DELAY_MS - msSinceNavigationStart()),
  );
  cancel = () => clearTimeout(floor);
  return () => cancel();
}

/**
 * A timer set from an animation frame fires after that frame is painted: an idle moment can fall
 * between render and paint (the address form's 35 KB once raced the largest paint).
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

/** Without requestIdleCallback nothing is scheduled: hover or focus prefetches instead. */
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
