/**
 * What the login redirect (login-redirect.ts) remembers that every call touches: the requests'
 * numbers and the tab's memory of a 403 sent to login. Kept apart from the redirect itself, which
 * only a 401/403 needs: the API client loads that code when one arrives, not with every page.
 */

/**
 * With a 403 the store's login cannot help (the shopper is signed in, the
 * account may not do this), so login → account page → 403 → login would go round for ever. The
 * first 403 still goes to login (spec section 8); the tab remembers it, and a 403 soon after
 * (the shopper came back from login and is still refused) is answered with a page that says so
 * instead of another redirect. Any successful call forgets it.
 */
export const FORBIDDEN_REDIRECT_KEY = 'autoship.login-redirect.forbidden';

export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: no memory, the spec's redirect stands
  }
}

/** A call succeeded: the account may use autoship, so the next 403 goes to login again. */
export function forgetForbiddenRedirect(): void {
  try {
    tabStorage()?.removeItem(FORBIDDEN_REDIRECT_KEY);
  } catch {
    // nothing to forget
  }
}

/**
 * Eleven product calls answering 401 together are one login redirect: it covers every request
 * sent before it. A sequence, not a clock, so fake timers cannot bend it.
 */
let requestsSent = 0;
let coveredByRedirect = 0;

/** Numbers a request as it is sent (the API client's envelope middleware). */
export function noteRequestSent(): number {
  requestsSent += 1;
  return requestsSent;
}

/** Whether the request numbered `sentAs` was sent before a login navigation already under way. */
export function coveredByLoginRedirect(sentAs: number): boolean {
  return sentAs <= coveredByRedirect;
}

/** A login navigation starts: it covers every request sent so far. */
export function coverRequestsSent(): void {
  coveredByRedirect = requestsSent;
}
