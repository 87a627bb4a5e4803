/**
 * The mock build's service worker: MSW's own (mockServiceWorker.js, generated, never edited)
 * behind four guards that Firefox needs (tests/browser/firefox-journeys.test.ts checks them).
 * - Only what MSW answers (API calls, the seed's pictures) reaches MSW. MSW passes everything
 *   else on with a fetch of its own, which Firefox aborts with the page's request when the page
 *   is left, and then reports the chunk as "A ServiceWorker intercepted the request and
 *   encountered an unexpected error". Untouched, a chunk is the browser's own request, as
 *   without a worker.
 * - An answer is read whole before it is handed over: a mocked one's body streams from the page
 *   that asked, and one MSW passes on (a picture asked for before the page's MSW has started)
 *   streams from the network; a page being left breaks either half-way.
 * - A network error MSW answers (HttpResponse.error(): the `network` fault, an offline browser) is
 *   handed over as an empty answer marked with NETWORK_FAILURE_HEADER, which the page's fetch
 *   turns back into the failure (mocks/network-failure.ts). Firefox reports every network error a
 *   worker gives respondWith() as an error in the page's console ("A ServiceWorker passed an
 *   Error Response to FetchEvent.respondWith()"), and Chromium as "Failed to load resource".
 * - Leaving a page does not unregister the worker. MSW's worker unregisters itself when its last
 *   page closes, which in Firefox fails the update MSW has just asked for ("Failed to update the
 *   ServiceWorker ... the registration has been uninstalled") and makes every page install it anew.
 * Listeners added before importScripts run before MSW's.
 */

/**
 * The paths MSW answers: mocks/operations.ts `isApiPath`, and the seed's placeholder pictures
 * (mocks/data/placeholder-image.ts) (tests/unit/mocks/mock-worker.test.ts).
 */
function answeredByMsw(pathname) {
  return (
    /\/(autoShip|shopify|trace)\//.test(pathname) ||
    /\/products\/[^/]+\.js$/.test(pathname) ||
    pathname.startsWith('/__mock/images/')
  );
}

/** mocks/network-failure.ts NETWORK_FAILURE_HEADER (tests/unit/mocks/mock-worker.test.ts). */
const NETWORK_FAILURE_HEADER = 'x-mock-network-failure';

/** The same answer with its body read: nothing of it depends on the page any more. */
async function settled(response) {
  // 204, not an error status: Chromium logs every answer of 400 and over in the console.
  if (response.type === 'error') {
    return new Response(null, { status: 204, headers: { [NETWORK_FAILURE_HEADER]: '1' } });
  }
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.body === null) {
    return response;
  }
  const body = await response.arrayBuffer();
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

self.addEventListener('fetch', (event) => {
  if (!answeredByMsw(new URL(event.request.url).pathname)) {
    event.stopImmediatePropagation();
    return;
  }
  const respondWith = event.respondWith.bind(event);
  event.respondWith = (answer) =>
    respondWith(
      Promise.resolve(answer)
        .then(settled)
        .catch((error) => {
          // The page gave up on the call (it was left): no one reads this answer. Firefox does not
          // abort a left page's picture requests, whose failure is a missing picture either way.
          if (event.request.signal.aborted || event.request.destination === 'image') {
            return new Response(null, { status: 204 });
          }
          throw error;
        }),
    );
});

self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
