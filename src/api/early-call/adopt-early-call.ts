import { QUERY_STALE_TIME_MS } from '#src/api/query-hook-options.ts';
import { untilAborted } from '#src/api/until-aborted.ts';
import type { EarlyCallSent } from './early-plan-call.ts';

/** Offered once: a later query must see what the server says then. */
export async function fetchAdoptingEarlyPlanCall(request: Request): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__autoshipEarlyPlanCall;
  if (early) {
    delete window.__autoshipEarlyPlanCall;
    const sent = await untilAborted(early.sent, request.signal);
    if (sent) return adoptEarlyCall(sent, request);
  }
  return globalThis.fetch(request);
}

export async function adoptEarlyCall(sent: EarlyCallSent, request: Request): Promise<Response> {
  if (isFresh(sent) && isSameRequest(sent, request)) {
    try {
      return await untilAborted(sent.answer, request.signal);
    } catch (error) {
      sent.abort();
      // A failed early call is asked again; a cancel or timeout is rethrown.
      if (request.signal.aborted) throw error;
    }
  } else {
    sent.abort();
  }
  return globalThis.fetch(request);
}

/** A slow download's stale early answer is asked again. */
function isFresh(sent: EarlyCallSent): boolean {
  const age = Date.now() - sent.at;
  return age >= 0 && age <= QUERY_STALE_TIME_MS;
}

function isSameRequest(sent: EarlyCallSent, request: Request): boolean {
  if (request.method !== 'GET' || new URL(sent.url).href !== new URL(request.url).href)
    return false;
  const headers = [...request.headers];
  return (
    headers.length === Object.keys(sent.headers).length &&
    headers.every(([name, value]) => sent.headers[name] === value)
  );
}
