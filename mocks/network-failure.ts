/**
 * A deliberate network failure (the `network` fault, an offline browser: HttpResponse.error() in
 * mocks/handlers/url-fault-handlers.ts) reaches the page from the mock build's service worker as
 * an empty answer marked with NETWORK_FAILURE_HEADER (public/mock-worker.js says why). The page's
 * fetch turns it back into what a dropped connection gives: a rejection with a TypeError, the
 * same one MSW's in-page mode and Node give for HttpResponse.error().
 */
export const NETWORK_FAILURE_HEADER = 'x-mock-network-failure';

/** MSW's own words for a network error outside a service worker (@mswjs/interceptors). */
export const NETWORK_FAILURE_MESSAGE = 'Failed to fetch';

/** Wraps the page's `fetch` (before anything else wraps it, so the request log sees the failure). */
export function failMarkedAnswers(): void {
  const inner = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await inner(input, init);
    if (!response.headers.has(NETWORK_FAILURE_HEADER)) return response;
    throw Object.assign(new TypeError(NETWORK_FAILURE_MESSAGE), { cause: response });
  };
}
