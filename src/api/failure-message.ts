/**
 * What the shopper reads when a call failed, naming its real cause, in the same words on every
 * page (spec section 8 gives no wording for these). Five causes:
 * - offline: no answer arrived and the browser says it is offline (nothing is held to send later);
 * - connection: no answer arrived (offline, DNS, refused) or none in time;
 * - server: an answer came but was not a success (HTTP 5xx, an HTML page, an answer off the
 *   contract, a failure envelope without a message) — not the shopper's connection;
 * - not allowed: a 403 again right after signing in (this account may not use autoship here);
 * - session ended: 401/403, the API client is taking the shopper to the login page.
 */
import { isApiError, serverMessageOf } from './api-error.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { browserOnline, isChunkLoadError } from '#src/domain/loading/chunk-error.ts';
import { ACCOUNT_FORBIDDEN, OFFLINE_SENTENCE } from '#src/domain/messages.ts';

export type FailureCause = 'offline' | 'connection' | 'server' | 'not-allowed' | 'session-ended';

/** No answer: the browser saying it is offline is the cause to name, else the connection. */
function connectionCause(): FailureCause {
  return browserOnline() ? 'connection' : 'offline';
}

export function failureCause(error: unknown): FailureCause {
  // The action's own code could not be downloaded: nothing was sent, the connection is why.
  if (isChunkLoadError(error)) return connectionCause();
  if (!isApiError(error)) return 'server';
  switch (error.kind) {
    case 'network':
      return connectionCause();
    case 'timeout':
      return 'connection';
    case 'unauthorized':
      return 'session-ended';
    case 'forbidden':
      return 'not-allowed';
    case 'http':
    case 'envelope':
    case 'invalid-answer':
      return 'server';
  }
}

/** The sentence that says why, after 'We couldn’t …'. */
export const FAILURE_CAUSE_SENTENCES: Readonly<Record<FailureCause, string>> = Object.freeze({
  offline: OFFLINE_SENTENCE,
  connection: 'No answer reached us. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  'not-allowed': `${ACCOUNT_FORBIDDEN}. Sign in with another account or contact customer service.`,
  'session-ended': 'Your session has ended. Please sign in again.',
});

/** 'We couldn’t save your changes. No answer reached us. Please check your connection…' */
export function failureMessage(what: string, error: unknown): string {
  return `We couldn’t ${what}. ${FAILURE_CAUSE_SENTENCES[failureCause(error)]}`;
}

/**
 * Spec section 8: a failure envelope's or HTTP error's `msg` as a toast, for the actions whose
 * failures show it (never a 401/403: the shopper is on the way to login).
 */
export function showServerMessage(error: unknown): void {
  if (!isApiError(error) || (error.kind !== 'envelope' && error.kind !== 'http')) return;
  const message = serverMessageOf(error);
  if (message !== null) showToast(message);
}

/**
 * After an action that showed the server's message (showServerMessage) failed: what is left to
 * say. Nothing when the server's message was shown or the shopper is on the way to login.
 */
export function unsaidFailureMessage(what: string, error: unknown): string | null {
  if (isApiError(error) && error.kind === 'unauthorized') return null;
  if (serverMessageOf(error) !== null) return null;
  return failureMessage(what, error);
}
