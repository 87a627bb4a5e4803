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

/** An object so tests (jsdom cannot navigate) and host pages can intercept it. */
export const loginNavigation = {
  navigate(url: string): void {
    globalThis.location.assign(url);
  },
};

/**
 * Spec section 6: no query or hash; same-origin checked, so `origin//evil.example` cannot leave.
 */
export function currentReturnTo(): string {
  const { origin, pathname } = globalThis.location;
  return `${origin}${toSameOriginPath(pathname, origin) ?? APP_PATHS.manage}`;
}

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

/** One redirect per departure (spec section 7); a back/forward-cache restore is a new visit. */
let leavingForLogin = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingForLogin = false;
  });
}

/** @internal Tests: their one jsdom page never leaves. */
export function resetLoginRedirect(): void {
  leavingForLogin = false;
}

let signInByTheme = false;

/** The theme cancelled `sign-in-required` to open its own: no login page is coming. */
export function signInOpenedByTheme(): boolean {
  return signInByTheme;
}

const SIGNED_IN_WITHOUT_CREDENTIAL = 'signed-in-without-credential';
let reportedFor: object | null = null;

/**
 * Whether the API refused this signed-in shopper's calls for want of a credential: tracking then
 * goes by the beacon route, which needs none (openapi.yaml).
 */
export function credentialRefused(): boolean {
  return reportedFor !== null && reportedFor === getStoreContext();
}

/** Signed in without a credential the API accepts: login would send them straight back (a loop). */
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
 * False (stay) for a 403 right after one sent them to login. A request sent before a navigation
 * under way (`sentAs`) answers true without another.
 */
export function redirectToLogin({
  forbidden = false,
  sentAs,
}: { forbidden?: boolean; sentAs?: number } = {}): boolean {
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
  // Spec section 7: a theme with its own sign-in modal cancels the event.
  signInByTheme = !globalEventBus().emit('sign-in-required', { returnTo, loginUrl });
  if (!signInByTheme) {
    leavingForLogin = true;
    loginNavigation.navigate(loginUrl);
  }
  return true;
}
