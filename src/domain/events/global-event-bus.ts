/**
 * Spec section 7's events as DOM CustomEvents shared with the theme: emitted cancelable on
 * `document` (the theme's preventDefault() takes over), heard on window in the capture phase.
 */
import { reportError } from '#src/domain/error-reporter.ts';
import { EVENT_BUS_LISTENER_ERROR } from '#src/domain/messages.ts';

type OpenDetail = Record<string, unknown> | undefined;

interface GlobalEventMap {
  'sign-in-required': { returnTo?: string; loginUrl?: string } | undefined;
  'above-age': OpenDetail;
  'country-jump': { countryCode?: string; isoCode?: string } | undefined;
  'hide-o2o': OpenDetail;
  'choose-store-modal-hide': OpenDetail;
  'choose-store-modal-poped': OpenDetail;
  'message.show': { message: string; durationMs?: number; tone?: 'info' | 'success' | 'error' };
  'cart.add': { items?: { variantId: number; quantity: number }[] } | undefined;
  'cart.update': OpenDetail;
  'progress.show': OpenDetail;
  'progress.hide': OpenDetail;
  /** The theme answers through the callback. */
  'get-iso-code': { callback?: (isoCode: string) => void } | undefined;
  'promotion.cart.add': OpenDetail;
}

export type GlobalEventName = keyof GlobalEventMap;

export interface GlobalEventBus {
  /** False when the theme called preventDefault(). */
  emit<K extends GlobalEventName>(
    name: K,
    ...detail: undefined extends GlobalEventMap[K] ? [GlobalEventMap[K]?] : [GlobalEventMap[K]]
  ): boolean;
  on<K extends GlobalEventName>(name: K, listener: (detail: GlobalEventMap[K]) => void): () => void;
  once<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
  ): () => void;
  /** Skips what this bus emitted itself. */
  onFromTheme<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
  ): () => void;
}

/** Elsewhere than a browser, a private EventTarget. */
export function createGlobalEventBus(target?: EventTarget): GlobalEventBus {
  const fallback = target ?? new EventTarget();
  const emitTarget: EventTarget = target ?? (typeof document !== 'undefined' ? document : fallback);
  const listenTarget: EventTarget = target ?? (typeof window !== 'undefined' ? window : fallback);
  const own = new WeakSet<Event>();

  function on<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
    { once = false, themeOnly = false } = {},
  ): () => void {
    const handler = (event: Event): void => {
      if (themeOnly && own.has(event)) return;
      try {
        // CustomEvent turns a missing detail into null; listeners get undefined, as typed.
        const detail: unknown = (event as CustomEvent<unknown>).detail;
        listener((detail ?? undefined) as GlobalEventMap[K]);
      } catch (error) {
        // A throw inside a DOM listener would surface as an uncaught page error.
        reportError(EVENT_BUS_LISTENER_ERROR, { name, error });
      }
    };
    listenTarget.addEventListener(name, handler, { once, capture: true });
    return () => listenTarget.removeEventListener(name, handler, { capture: true });
  }

  return {
    emit(name, ...detail) {
      const event = new CustomEvent(name, { detail: detail[0], bubbles: true, cancelable: true });
      own.add(event);
      return emitTarget.dispatchEvent(event);
    },
    on: (name, listener) => on(name, listener),
    once: (name, listener) => on(name, listener, { once: true }),
    onFromTheme: (name, listener) => on(name, listener, { themeOnly: true }),
  };
}

let shared: GlobalEventBus | null = null;

export function globalEventBus(): GlobalEventBus {
  shared ??= createGlobalEventBus();
  return shared;
}
