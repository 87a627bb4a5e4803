/**
 * The global events shared with the host theme (spec section 7). They travel as DOM CustomEvents
 * under the spec's names, so the theme's own scripts hear the app and the app hears the theme:
 * - the app's events are dispatched on `document`, bubbling (a theme listening on document or
 *   window hears them) and cancelable: a theme that calls preventDefault() takes the matter over
 *   (its own sign-in modal, its own message bar), and `emit` answers false;
 * - the app hears the theme's events on window in the capture phase, so an event dispatched on
 *   window, document or any element reaches it; `onFromTheme` skips the app's own.
 * The map below types each event's detail; where the spec does not describe a payload, the
 * detail is an open record. README "For theme developers" lists what the app sends and obeys.
 * A listener that throws is reported (EVENT_BUS_LISTENER_ERROR) and does not stop the others.
 */
import { reportError } from '#src/domain/error-reporter.ts';
import { EVENT_BUS_LISTENER_ERROR } from '#src/domain/messages.ts';

type OpenDetail = Record<string, unknown> | undefined;

interface GlobalEventMap {
  /** A signed-in customer is required (checkout while anonymous): open the sign-in modal. */
  'sign-in-required': { returnTo?: string; loginUrl?: string } | undefined;
  'above-age': OpenDetail;
  'country-jump': { countryCode?: string; isoCode?: string } | undefined;
  'hide-o2o': OpenDetail;
  'choose-store-modal-hide': OpenDetail;
  'choose-store-modal-poped': OpenDetail;
  /** Show a message (toast/alert). */
  'message.show': { message: string; durationMs?: number; tone?: 'info' | 'success' | 'error' };
  'cart.add': { items?: { variantId: number; quantity: number }[] } | undefined;
  'cart.update': OpenDetail;
  /** Something the shopper started is under way (a pause, a checkout): the theme may show progress. */
  'progress.show': OpenDetail;
  'progress.hide': OpenDetail;
  /** Ask for the visitor's ISO country code; the theme answers through the callback. */
  'get-iso-code': { callback?: (isoCode: string) => void } | undefined;
  'promotion.cart.add': OpenDetail;
}

export type GlobalEventName = keyof GlobalEventMap;

export interface GlobalEventBus {
  /** Dispatches the event; false when a listener (the theme) called preventDefault(). */
  emit<K extends GlobalEventName>(
    name: K,
    ...detail: undefined extends GlobalEventMap[K] ? [GlobalEventMap[K]?] : [GlobalEventMap[K]]
  ): boolean;
  on<K extends GlobalEventName>(name: K, listener: (detail: GlobalEventMap[K]) => void): () => void;
  once<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
  ): () => void;
  /** As `on`, for the theme's events only: what this bus emitted itself is skipped. */
  onFromTheme<K extends GlobalEventName>(
    name: K,
    listener: (detail: GlobalEventMap[K]) => void,
  ): () => void;
}

/**
 * A bus on `target`, or in a browser: emitting on document, listening on window (capture).
 * Elsewhere a private EventTarget.
 */
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
        // Caught here: a throw inside a DOM listener would surface as an uncaught page error.
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

/** The page's bus (document and window). */
export function globalEventBus(): GlobalEventBus {
  shared ??= createGlobalEventBus();
  return shared;
}
