import { APP_PATHS } from '#src/app/paths.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';
import { toSameOriginPath } from '#src/domain/navigation/same-origin-path.ts';
import {
  coveredByLoginRedirect,
  coverRequestsSent,
  FORBIDDEN_REDIRECT_KEY,
  tabStorage,
} from './login-redirect-memory.ts';
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
 * hand the login page a return address that leaves the store.
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

/**
 * The browser is on its way to the login page: one redirect, one `sign-in-required` (spec
 * section 7). A 401 that arrives before the page unloads (a part mounted late, a second click,
 * a login address that does not unload the page) belongs to it; it starts no second event and
 * no second navigation. A page the browser shows again from its back/forward cache is a page the
 * shopper came back to: a 401 there is a new sign-in.
 */
let leavingForLogin = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingForLogin = false;
  });
}

/** @internal A fresh page's redirect state: for tests, whose one jsdom page never leaves. */
export function resetLoginRedirect(): void {
  leavingForLogin = false;
}

let signInByTheme = false;

/**
 * Whether the theme took the last sign-in over (it cancelled `sign-in-required` to open its own):
 * then no login page is coming, and a page must not say it is taking the shopper there.
 */
export function signInOpenedByTheme(): boolean {
  return signInByTheme;
}

const SIGNED_IN_WITHOUT_CREDENTIAL = 'signed-in-without-credential';
/** The store context last reported about: once per page (and per editor re-render). */
let reportedFor: object | null = null;

/**
 * Whether the API refused this signed-in shopper's calls for want of a credential: then the
 * trace calls that need one are refused too, and tracking goes by the beacon route, which needs
 * none (openapi.yaml), or the store would never hear of it.
 */
export function credentialRefused(): boolean {
  return reportedFor !== null && reportedFor === getStoreContext();
}

/**
 * A shopper the store already signed in, whose calls still carry no credential the API accepts
 * (no `autoship.api_token` metafield, or an app proxy that does not vouch for them): the login
 * page would send them straight back, a loop. They stay, read that this account cannot manage a
 * plan here, and the store hears of it once per page.
 */
function signedInWithoutCredential(): boolean {
  const context = getStoreContext();
  const { isLoggedIn, authToken, credentialMode } = context;
  if (!isLoggedIn || (credentialMode === 'token' && authToken)) return false;
  if (reportedFor !== context) {
    reportedFor = context;
    reportError(SIGNED_IN_WITHOUT_CREDENTIAL, { credentialMode });
  }
  return true;
}

/** How long "we just sent the shopper to login for a 403" holds (login-redirect-memory.ts). */
export const FORBIDDEN_REDIRECT_MEMORY_MS = 10 * 60 * 1000;

function recentlySentToLoginForForbidden(now: number): boolean {
  try {
    const at = Number(tabStorage()?.getItem(FORBIDDEN_REDIRECT_KEY) ?? NaN);
    return Number.isFinite(at) && now - at >= 0 && now - at < FORBIDDEN_REDIRECT_MEMORY_MS;
  } catch {
    return false;
  }
}

/**
 * Sends the shopper to login; answers false (and stays) for a 403 right after a 403 already
 * sent them there, so the page can say this account cannot manage a plan here. `sentAs` is the
 * failing request's number (noteRequestSent): a request sent before a login navigation already
 * under way answers true without starting another.
 */
export function redirectToLogin({
  forbidden = false,
  sentAs,
}: { forbidden?: boolean; sentAs?: number } = {}): boolean {
  // Outside a browser (node tests, Prism checks) there is no page to leave; the call still rejects.
  if (typeof location === 'undefined') return true;
  if (leavingForLogin) return true;
  if (sentAs !== undefined && coveredByLoginRedirect(sentAs)) return true;
  if (signedInWithoutCredential()) return false;
  const now = Date.now();
  if (forbidden) {
    if (recentlySentToLoginForForbidden(now)) return false;
    try {
      tabStorage()?.setItem(FORBIDDEN_REDIRECT_KEY, String(now));
    } catch {
      // no memory: the redirect still happens
    }
  }
  coverRequestsSent();
  const returnTo = currentReturnTo();
  const loginUrl = loginUrlWithReturnTo(getStoreContext().loginUrl, returnTo);
  // Spec section 7's sign-in-required: a theme with a sign-in modal of its own cancels the event
  // and opens it; otherwise the shopper goes to the store's login page (spec section 6).
  signInByTheme = !globalEventBus().emit('sign-in-required', { returnTo, loginUrl });
  if (!signInByTheme) {
    leavingForLogin = true;
    loginNavigation.navigate(loginUrl);
  }
  return true;
}
