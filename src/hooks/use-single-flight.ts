import { useCallback, useRef, useState } from 'react';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';

export interface SingleFlight {
  /** Undefined, without calling `action`, while a run is in flight. */
  run: <T>(action: () => Promise<T>) => Promise<T> | undefined;
  busy: boolean;
}

/**
 * A ref set before the first `await`: `isPending` of the last render lets a double-click through.
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
