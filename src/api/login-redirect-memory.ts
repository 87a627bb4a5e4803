/**
 * A 403 survives login, so login → page → 403 → login would loop: the first 403 goes to login
 * (spec section 8), a 403 soon after shows a page instead. Any success forgets it.
 */
export const FORBIDDEN_REDIRECT_KEY = 'autoship.login-redirect.forbidden';

export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: no memory, the spec's redirect stands
  }
}

export function forgetForbiddenRedirect(): void {
  try {
    tabStorage()?.removeItem(FORBIDDEN_REDIRECT_KEY);
  } catch {
    // nothing to forget
  }
}

/** One redirect covers every request sent before it; a sequence, so fake timers cannot bend it. */
let requestsSent = 0;
let coveredByRedirect = 0;

export function noteRequestSent(): number {
  requestsSent += 1;
  return requestsSent;
}

export function coveredByLoginRedirect(sentAs: number): boolean {
  return sentAs <= coveredByRedirect;
}

export function coverRequestsSent(): void {
  coveredByRedirect = requestsSent;
}
