import { adoptEarlyCall } from './adopt-early-call.ts';

/**
 * A product query's fetch (productInfo, the store's product JSON): the host page's early call of
 * that very URL (early-product-calls.ts) when it is the request the client would send now, else
 * the network. Each is offered once, to the first query that asks for it.
 */
export async function fetchAdoptingEarlyProductCall(request: Request): Promise<Response> {
  const calls = typeof window === 'undefined' ? undefined : window.__autoshipEarlyProductCalls;
  const href = new URL(request.url).href;
  const sent = calls?.get(href);
  if (!sent) return globalThis.fetch(request);
  calls?.delete(href);
  return adoptEarlyCall(sent, request);
}
