/**
 * The one error type every API call rejects with, so pages can tell a failure the shopper
 * already saw as a toast (envelope) from one that needs its own handling (network, timeout)
 * without parsing messages. Spec section 8.
 */
export type ApiErrorKind =
  /** No answer: the connection failed (offline, DNS, CORS, refused). */
  | 'network'
  /** No answer within the request timeout (60 s outside design mode). */
  | 'timeout'
  /** An HTTP status other than 2xx (401/403 excepted). */
  | 'http'
  /** HTTP 200 whose envelope `code` is not 200: a business failure with a `msg`. */
  | 'envelope'
  /** HTTP or envelope 401/403: the shopper is being sent to the login page. */
  | 'unauthorized'
  /**
   * A 403 again right after the first one sent the shopper to login: this account may not
   * manage a plan here, and another redirect would loop.
   */
  | 'forbidden'
  /**
   * A 2xx answer that is not what the contract says (not JSON, not an envelope, or a `data` of
   * the wrong shape): a failed call, never data. Its `msg` is technical,
   * for reports only: never shown to the shopper.
   */
  | 'invalid-answer';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The envelope's `code` when there was one, else null. */
  code?: number | null;
  /** The envelope's `msg` (or a technical description when there was no envelope). */
  msg?: string;
  /** The HTTP status, or null when no answer arrived. */
  status?: number | null;
  /** Method and path of the call, for reports. */
  url?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly msg: string;
  readonly status: number | null;
  readonly url: string;

  constructor(details: ApiErrorDetails) {
    const msg = details.msg ?? '';
    super(msg === '' ? `API ${details.kind} failure` : msg, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.code = details.code ?? null;
    this.msg = msg;
    this.status = details.status ?? null;
    this.url = details.url ?? '';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The server's own words for a failure: the `msg` of a failure envelope (one with a `code`), or
 * null when it sent none (no answer, an answer off the contract, an empty msg). showServerMessage
 * shows exactly these, so this is also the one test for "was the server's message shown" (spec
 * section 8). Not an HTTP 5xx's msg: a failing server's text ('Internal server error') is not
 * written for shoppers, so the page says in a sentence of ours that the fault is on our side.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.code === null || error.msg.trim() === '') return null;
  if (error.kind === 'http' && error.status !== null && error.status >= 500) return null;
  return error.msg;
}
