/**
 * The failure sentence naming the real cause, the same on every page (spec section 8 gives no
 * wording): offline, connection, server, not allowed (403 after login), session ended (401/403),
 * and a plan write's refusals whose meaning we know (./plan-refusal.ts).
 */
import { isApiError, serverMessageOf } from './api-error.ts';
import { planRefusal, type PlanRefusal } from './plan-refusal.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { browserOnline, isChunkLoadError } from '#src/domain/loading/chunk-error.ts';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';
import type { MessageParams } from '#src/domain/i18n/translate.ts';

export type FailureCause =
  | 'offline'
  | 'connection'
  | 'server'
  | 'not-allowed'
  | 'session-ended'
  | 'plan-gone'
  | 'plan-state'
  | 'plan-changed';

const REFUSAL_CAUSES: Readonly<Record<PlanRefusal, FailureCause>> = {
  gone: 'plan-gone',
  state: 'plan-state',
  changed: 'plan-changed',
};

function connectionCause(): FailureCause {
  return browserOnline() ? 'connection' : 'offline';
}

export function failureCause(error: unknown): FailureCause {
  // The action's code could not be downloaded: nothing was sent.
  if (isChunkLoadError(error)) return connectionCause();
  const refusal = planRefusal(error);
  if (refusal !== null) return REFUSAL_CAUSES[refusal];
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
  'plan-gone': 'failure.cause.planGone',
  'plan-state': 'failure.cause.planState',
  'plan-changed': 'failure.cause.planChanged',
};

export function failureCauseSentence(error: unknown): string {
  return t(CAUSE_KEYS[failureCause(error)]);
}

export type FailureWhat = Extract<Key, `failure.what.${string}`>;

export function failureMessage(what: FailureWhat, error: unknown, params?: MessageParams): string {
  return `${t(what, params)} ${failureCauseSentence(error)}`;
}

/**
 * The server's `msg` a shopper may read (spec section 8): not a refusal whose meaning we know,
 * which is said in our words.
 */
function shownServerMessage(error: unknown): string | null {
  return planRefusal(error) === null ? serverMessageOf(error) : null;
}

/** Spec section 8: the server's `msg` as a toast (never for 401/403: login is under way). */
export function showServerMessage(error: unknown): void {
  if (!isApiError(error) || (error.kind !== 'envelope' && error.kind !== 'http')) return;
  const message = shownServerMessage(error);
  if (message !== null) showToast(message);
}

/** The server's `msg` where it may be shown, else our sentence naming the cause. */
export function serverOrFailureMessage(what: FailureWhat, error: unknown): string {
  return shownServerMessage(error) ?? failureMessage(what, error);
}

/**
 * Spec section 8's quiet failures (pause, restart, address) are the server's: offline, the
 * shopper is told that nothing was sent, or the action looks done. Null for any other cause.
 */
export function offlineFailureMessage(what: FailureWhat, error: unknown): string | null {
  return failureCause(error) === 'offline' ? failureMessage(what, error) : null;
}

/** Nothing when the server's message was shown or login is under way. */
export function unsaidFailureMessage(what: FailureWhat, error: unknown): string | null {
  if (isApiError(error) && error.kind === 'unauthorized') return null;
  if (shownServerMessage(error) !== null) return null;
  return failureMessage(what, error);
}
