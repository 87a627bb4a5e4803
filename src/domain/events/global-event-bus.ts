/**
 * The global events shared with the host theme (spec section 7). They travel as DOM CustomEvents
 * on one target (window in the browser), so the theme's own scripts hear the app and the app
 * hears the theme under the same names. The map below types each event's detail; where the spec
 * does not describe a payload, the detail is an open record.
 * A listener that throws is reported (EVENT_BUS_LISTENER_ERROR) and does not stop the others.
 */
import { reportError } from '#src/domain/error-reporter.ts';
import { EVENT_BUS_LISTENER_ERROR } from '#src/domain/messages.ts';

type OpenDetail = Record<string, unknown> | undefined;

interface GlobalEventMap {
  /** A signed-in customer is required (checkout while anonymous): open the sign-in modal. */
  'sign-in-required': { returnTo?: string } | undefined;
  'above-age': OpenDetail;
  'country-jump': { countryCode?: string } | undefined;
  'hide-o2o': OpenDetail;
  'choose-store-modal-hide': OpenDetail;
  'choose-store-modal-poped': OpenDetail;
  /** Show a message (toast/alert). */
  'message.show': { message: string; durationMs?: number; tone?: 'info' | 'success' | 'error' };
  'cart.add': { items?: { variantId: number; quantity: number }[] } | undefined;
  'cart.update': OpenDetail;
  'progress.show': OpenDetail;
  'progress.hide': OpenDetail;
  /** Ask for the visitor's ISO country code; the theme answers through the callback. */
  'get-iso-code': { callback?: (isoCode: string) => void } | undefined;
  'promotion.cart.add': OpenDetail;
}

export type GlobalEventName = keyof GlobalEventMap;

export const GLOBAL_EVENT_NAMES: readonly GlobalEventName[] = Object.freeze([
  'sign-in-required',
  'above-age',
  'country-jump',
  'hide-o2o',
  'choose-store-modal-hide',
  'choose-store-modal-poped',
  'message.show',
  'cart.add',
  'cart.update',
  'progress.show',
  'progress.hide',
  'get-iso-code',
  'promotion.cart.add',
]);

export interface GlobalEventBus {
  emit<K extends GlobalEventName>(
    name: K,
    ...detail: undefined extends GlobalEventMap[K] ? [GlobalEventMap[K]?] : [GlobalEventMap[K]]
  ): void;
  on<K extends GlobalEventName>(name: K, listener: (detail: GlobalEventMap[K]) => void): () => void;
  once<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
  ): () => void;
}

/** A bus on `target` (default: window in a browser, else a private EventTarget). */
export function createGlobalEventBus(target?: EventTarget): GlobalEventBus {
  const eventTarget: EventTarget =
    target ?? (typeof window !== 'undefined' ? window : new EventTarget());

  function on<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
    once = false,
  ): () => void {
    const handler = (event: Event): void => {
      try {
        // CustomEvent turns a missing detail into null; listeners get undefined, as typed.
        const detail: unknown = (event as CustomEvent<unknown>).detail;
        listener((detail ?? undefined) as GlobalEventMap[K]);
      } catch (error) {
        // Caught here: a throw inside a DOM listener would surface as an uncaught page error.
        reportError(EVENT_BUS_LISTENER_ERROR, { name, error });
      }
    };
    eventTarget.addEventListener(name, handler, { once });
    return () => eventTarget.removeEventListener(name, handler);
  }

  return {
    emit(name, ...detail) {
      eventTarget.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
    },
    on: (name, listener) => on(name, listener),
    once: (name, listener) => on(name, listener, true),
  };
}

let shared: GlobalEventBus | null = null;

/** The page's bus on window. */
export function globalEventBus(): GlobalEventBus {
  shared ??= createGlobalEventBus();
  return shared;
}
