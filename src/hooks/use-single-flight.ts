import { useCallback, useRef, useState } from 'react';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';

export interface SingleFlight {
  /**
   * Starts `action` unless a run is already in flight, and answers its promise; answers
   * `undefined` (and does not call `action`) while one is. The caller owns the promise: await or
   * catch it, as with `mutateAsync`.
   */
  run: <T>(action: () => Promise<T>) => Promise<T> | undefined;
  /** True from the start of a run until it settles: for rendering (disabled, spinner). */
  busy: boolean;
}

/**
 * One action, one request (issue 11, defect 1). A mutation's `isPending` comes from the last
 * render, so a double-click, a second click in the same tick or ten Enter presses all read
 * "not pending" and start a request each. The guard here is a ref set synchronously before the
 * action's first `await`, so every later call sees it at once; `busy` is the state copy for
 * rendering only. The guard is released when the run settles, success or failure, so the
 * control always comes back usable.
 */
export function useSingleFlight(): SingleFlight {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(<T>(action: () => Promise<T>): Promise<T> | undefined => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    // Spec section 7: the theme hears that something the shopper started is under way.
    globalEventBus().emit('progress.show');
    let promise: Promise<T>;
    try {
      promise = action();
    } catch (error) {
      // A synchronous throw is a failed run like any other: release the guard the same way.
      promise = Promise.reject(error);
    }
    return promise.finally(() => {
      inFlight.current = false;
      setBusy(false);
      globalEventBus().emit('progress.hide');
    });
  }, []);

  return { run, busy };
}
