import { act } from '@testing-library/react';
import userEvent, { type Options, type UserEvent } from '@testing-library/user-event';
import { loadsPending, loadsSettled } from '#src/domain/load-once.ts';

/**
 * userEvent whose every action returns once the lazy modules it started loading (load-once.ts)
 * have arrived and the code awaiting them has run: a click whose handler first downloads its code
 * is done when that code has run, however slow the machine. `waitForLoads: false` is for tests
 * about what the page shows while a part is still loading.
 */
export function setupUser({
  waitForLoads = true,
  ...options
}: Options & { waitForLoads?: boolean } = {}): UserEvent {
  const user = userEvent.setup(options);
  if (!waitForLoads) return user;
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'setup') return value;
      return async (...args: unknown[]) => {
        const result: unknown = await (value as (...a: unknown[]) => unknown).apply(target, args);
        await lazyLoadsSettled();
        return result;
      };
    },
  });
}

// Under act only when there is something to wait for: a plain click pays nothing.
async function lazyLoadsSettled(): Promise<void> {
  if (loadsPending()) await act(() => loadsSettled());
}
