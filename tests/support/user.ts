import { act } from '@testing-library/react';
import userEvent, { type Options, type UserEvent } from '@testing-library/user-event';
import { loadsPending, loadsSettled } from '#src/domain/load-once.ts';
import { passDialogOpeningTime } from './dialog-clock.ts';

/**
 * userEvent whose every action returns once the lazy modules it started loading (load-once.ts)
 * have arrived and the code awaiting them has run: a click whose handler first downloads its code
 * is done when that code has run, however slow the machine. `waitForLoads: false` is for tests
 * about what the page shows while a part is still loading.
 *
 * Like a shopper, it has seen a dialog before it acts in it: the page's clock moves past the
 * dialog's opening time, in which no press counts (use-opening-guard.ts). `readsDialogs: false`
 * is for tests of that guard: presses as fast as the test makes them.
 */
export function setupUser({
  waitForLoads = true,
  readsDialogs = true,
  ...options
}: Options & { waitForLoads?: boolean; readsDialogs?: boolean } = {}): UserEvent {
  const user = userEvent.setup(options);
  if (!waitForLoads && !readsDialogs) return user;
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'setup') return value;
      return async (...args: unknown[]) => {
        if (readsDialogs && document.querySelector('[aria-modal="true"]')) passDialogOpeningTime();
        const result: unknown = await (value as (...a: unknown[]) => unknown).apply(target, args);
        if (waitForLoads) await lazyLoadsSettled();
        return result;
      };
    },
  });
}

// Under act only when there is something to wait for: a plain click pays nothing.
async function lazyLoadsSettled(): Promise<void> {
  if (loadsPending()) await act(() => loadsSettled());
}
