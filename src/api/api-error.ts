/** The one error every API call rejects with (spec section 8): pages branch on `kind`, not text. */
export type ApiErrorKind =
  | 'network'
  /** 60 s outside design mode. */
  | 'timeout'
  /** Non-2xx, 401/403 excepted. */
  | 'http'
  | 'envelope'
  | 'unauthorized'
  /** A 403 again right after login: another redirect would loop. */
  | 'forbidden'
  /** A 2xx off the contract; its `msg` is for reports, never shown. */
  | 'invalid-answer';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  code?: number | null;
  msg?: string;
  status?: number | null;
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
 * The `msg` of a failure envelope, else null (spec section 8). Not a 5xx's: a failing server's
 * text is not written for shoppers.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.code === null || error.msg.trim() === '') return null;
  if (error.kind === 'http' && error.status !== null && error.status >= 500) return null;
  return error.msg;
}
