import { getStoreContext } from './store-context.ts';
import { visitorCookieId } from './visitor-cookie-field.ts';

/** Spec section 7's shared fields, read fresh per call: scenarios and tests change the context. */
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

/** The backend may send the shopper back there. */
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

export type WithOptional<T, K extends PropertyKey> = Omit<T, K> &
  Partial<Pick<T, Extract<keyof T, K>>>;

/** The shared fields (and `Filled` ones the function fills itself) become optional overrides. */
export type BodyInput<Body, Filled extends PropertyKey = never> = WithOptional<
  Body,
  SharedBodyKey | Filled
>;
