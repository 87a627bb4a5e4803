import { APP_PATHS } from '../app/paths.ts';
import { toSameOriginPath } from '../domain/navigation/same-origin-path.ts';
import { getStoreContext } from './store-context.ts';

/**
 * Sending the shopper to the store's login page on 401/403 (spec sections 6 and 8). The
 * navigation goes through `loginNavigation.navigate` so tests can observe it (jsdom cannot
 * navigate) and so a host page could intercept it.
 */
export const loginNavigation = {
  navigate(url: string): void {
    globalThis.location.assign(url);
  },
};

/**
 * `return_to` is the current origin and path, without query or hash (spec section 6). The path
 * goes through the app's one same-origin check: a page reached as `origin//evil.example` must not
 * hand the login page a return address that leaves the store (issue 11, defect 6).
 */
export function currentReturnTo(): string {
  const { origin, pathname } = globalThis.location;
  return `${origin}${toSameOriginPath(pathname, origin) ?? APP_PATHS.manage}`;
}

/** The login address with `return_to` appended, keeping any query the address already has. */
export function loginUrlWithReturnTo(
  loginUrl: string = getStoreContext().loginUrl,
  returnTo: string = currentReturnTo(),
): string {
  const hashIndex = loginUrl.indexOf('#');
  const base = hashIndex === -1 ? loginUrl : loginUrl.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : loginUrl.slice(hashIndex);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}return_to=${encodeURIComponent(returnTo)}${hash}`;
}

export function redirectToLogin(): void {
  // Outside a browser (node tests, Prism checks) there is no page to leave; the call still rejects.
  if (typeof location === 'undefined') return;
  loginNavigation.navigate(loginUrlWithReturnTo());
}
