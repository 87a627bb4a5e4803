import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy keeps a failed load for good, so each Try again needs a fresh lazy component. */
export interface RetryableLazy<Props extends object> {
  /** Read at each render: Try again replaces it. */
  readonly Current: LazyExoticComponent<ComponentType<Props>>;
  /** loadOnce forgets a failure, so the next render loads again. */
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
