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
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';
import type { MessageParams } from '#src/domain/i18n/translate.ts';

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

const CAUSE_KEYS: Readonly<Record<FailureCause, Key>> = {
  offline: 'failure.cause.offline',
  connection: 'failure.cause.connection',
  server: 'failure.cause.server',
  'not-allowed': 'failure.cause.notAllowed',
  'session-ended': 'failure.cause.sessionEnded',
};

/** The sentence that says why, after 'We couldn’t …'. */
export function failureCauseSentence(error: unknown): string {
  return t(CAUSE_KEYS[failureCause(error)]);
}

/** What failed, as a catalogue sentence: 'We couldn’t save your changes.' */
export type FailureWhat = Extract<Key, `failure.what.${string}`>;

/** 'We couldn’t save your changes. No answer reached us. Please check your connection…' */
export function failureMessage(what: FailureWhat, error: unknown, params?: MessageParams): string {
  return `${t(what, params)} ${failureCauseSentence(error)}`;
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
export function unsaidFailureMessage(what: FailureWhat, error: unknown): string | null {
  if (isApiError(error) && error.kind === 'unauthorized') return null;
  if (serverMessageOf(error) !== null) return null;
  return failureMessage(what, error);
}
