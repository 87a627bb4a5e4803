import { getStoreContext } from './store-context.ts';
import { visitorCookieId } from './visitor-cookie-field.ts';

/**
 * The fields spec section 7 adds to every call ("GET adds query region, cookie, webLanguage;
 * POST body adds store, cookie, region, shopCode, returnTo, webLanguage"), read fresh from the
 * store context on each call because scenarios and tests change the context at run time.
 */
export interface SharedQueryFields {
  region: string;
  cookie: string;
  webLanguage: string;
}

export interface SharedBodyFields extends SharedQueryFields {
  store: string;
  shopCode: string;
  returnTo: string;
}

export type SharedQueryKey = keyof SharedQueryFields;
export type SharedBodyKey = keyof SharedBodyFields;

export function sharedQueryFields(): SharedQueryFields {
  const context = getStoreContext();
  return { region: context.region, cookie: visitorCookieId(), webLanguage: context.webLanguage };
}

/** The current page path; the backend may send the shopper back there. */
function currentPath(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}

export function sharedBodyFields(): SharedBodyFields {
  const context = getStoreContext();
  return {
    store: context.store,
    cookie: visitorCookieId(),
    region: context.region,
    shopCode: context.shopCode,
    returnTo: currentPath(),
    webLanguage: context.webLanguage,
  };
}

/** `T` with the keys `K` it has made optional. */
export type WithOptional<T, K extends PropertyKey> = Omit<T, K> &
  Partial<Pick<T, Extract<keyof T, K>>>;

/**
 * A request body as a request function takes it: the shared fields (and any `Filled` field the
 * function fills from the store context, such as customerId) become optional overrides.
 */
export type BodyInput<Body, Filled extends PropertyKey = never> = WithOptional<
  Body,
  SharedBodyKey | Filled
>;
