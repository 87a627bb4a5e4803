import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy keeps a failed load for good: every later render throws the same error. A part that
 * may be tried again (PartLoadBoundary's Try again) needs a fresh lazy component each time.
 */
export interface RetryableLazy<Props extends object> {
  /** The lazy component of the current try (read it at each render: Try again replaces it). */
  readonly Current: LazyExoticComponent<ComponentType<Props>>;
  /** The next render loads again (call `load`'s retry first; loadOnce forgets a failure). */
  reset(): void;
}

export function retryableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): RetryableLazy<Props> {
  const make = () => lazy(async () => ({ default: await load() }));
  let component = make();
  return {
    get Current() {
      return component;
    },
    reset() {
      component = make();
    },
  };
}
