import type { Middleware } from 'openapi-fetch';

/**
 * Per-call switches for the shared middleware. openapi-fetch only hands middleware the request,
 * its params and a per-call `id`, so a call marks itself with a one-off middleware (passed in the
 * call's `middleware` option) that records its flags under that id; the shared middleware reads
 * them back by id. No header is added, so nothing leaks to the server or to CORS preflights.
 */
export interface CallFlags {
  /** Do not show a failure's `msg` as a toast (the caller handles or ignores the failure). */
  noAlert?: boolean;
  /** Do not send the shopper to login on 401/403 (tracking must never navigate). */
  noLoginRedirect?: boolean;
  /** Do not report the call's failures (the caller reports once itself: tracking). */
  noReport?: boolean;
}

/** What every request function accepts. */
export interface CallOptions {
  /** Spec section 8: the failure's msg is not shown as a toast. */
  noAlert?: boolean;
  /** Cancels the call (React Query passes one to query functions). */
  signal?: AbortSignal;
  /**
   * Sends the request instead of the client's fetch: a page's first queries take over the host
   * page's early call through it when it is this very request (src/api/early-call/).
   */
  fetch?: (request: Request) => Promise<Response>;
}

const flagsById = new Map<string, CallFlags>();

/** Spread into an openapi-fetch call: `apiClient.GET(path, { ...withCallFlags({ noAlert: true }) })`. */
export function withCallFlags(flags: CallFlags = {}): { middleware: Middleware[] } {
  if (!flags.noAlert && !flags.noLoginRedirect && !flags.noReport) return { middleware: [] };
  const marker: Middleware = {
    onRequest({ id }) {
      flagsById.set(id, flags);
    },
  };
  return { middleware: [marker] };
}

/** The openapi-fetch init for a request function's options: its flags, signal and fetch. */
export function callInit(options: CallOptions = {}): {
  middleware: Middleware[];
  signal?: AbortSignal;
  fetch?: CallOptions['fetch'];
} {
  const { signal, fetch } = options;
  return {
    ...withCallFlags({ noAlert: options.noAlert }),
    ...(signal ? { signal } : {}),
    ...(fetch ? { fetch } : {}),
  };
}

export function callFlagsFor(id: string): CallFlags {
  return flagsById.get(id) ?? {};
}

/** Called once a call has settled, so the map does not grow. */
export function forgetCallFlags(id: string): void {
  flagsById.delete(id);
}
