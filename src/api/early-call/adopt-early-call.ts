import { QUERY_STALE_TIME_MS } from '#src/api/query-hook-options.ts';
import type { EarlyCallSent } from './early-plan-call.ts';

/**
 * The early call when it is the very request the client would send, else the network; offered
 * once, since a later query must see what the server says then.
 */
export async function fetchAdoptingEarlyPlanCall(request: Request): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__autoshipEarlyPlanCall;
  if (early) {
    delete window.__autoshipEarlyPlanCall;
    // In the mock build the call waits for the worker, as every call does there.
    const sent = await untilAborted(early.sent, request.signal);
    if (sent) return adoptEarlyCall(sent, request);
  }
  return globalThis.fetch(request);
}

/** The early call's answer when it is this request and still fresh, else the network's. */
export async function adoptEarlyCall(sent: EarlyCallSent, request: Request): Promise<Response> {
  if (isFresh(sent) && isSameRequest(sent, request)) {
    try {
      return await untilAborted(sent.answer, request.signal);
    } catch (error) {
      sent.abort();
      // Cancelled or timed out: the middleware says which. A failed early call: ask again.
      if (request.signal.aborted) throw error;
    }
  } else {
    sent.abort();
  }
  return globalThis.fetch(request);
}

/**
 * An answer the query client would still take as fresh: sent no longer ago than the queries'
 * stale time (an early call the app reaches only after a slow download is asked again).
 */
function isFresh(sent: EarlyCallSent): boolean {
  const age = Date.now() - sent.at;
  return age >= 0 && age <= QUERY_STALE_TIME_MS;
}

/** Same method, URL (shared fields included) and headers (credential included). */
function isSameRequest(sent: EarlyCallSent, request: Request): boolean {
  if (request.method !== 'GET' || new URL(sent.url).href !== new URL(request.url).href)
    return false;
  const headers = [...request.headers];
  return (
    headers.length === Object.keys(sent.headers).length &&
    headers.every(([name, value]) => sent.headers[name] === value)
  );
}

/** `promise`, or the signal's reason once it aborts (the caller's cancel, the timeout). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
