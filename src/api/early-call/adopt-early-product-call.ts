import { adoptEarlyCall } from './adopt-early-call.ts';

/** Each early product call is offered once, to the first query asking for that URL. */
export async function fetchAdoptingEarlyProductCall(request: Request): Promise<Response> {
  const calls = typeof window === 'undefined' ? undefined : window.__autoshipEarlyProductCalls;
  const href = new URL(request.url).href;
  const sent = calls?.get(href);
  if (!sent) return globalThis.fetch(request);
  calls?.delete(href);
  return adoptEarlyCall(sent, request);
}
