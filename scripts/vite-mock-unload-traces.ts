import type { Connect, Plugin } from 'vite';

/** The three trace calls (spec section 7): one event, a batch, the beacon. */
const TRACE_CALL = /^\/trace\/submitIntoCenter(Data|Mul)?(\?|$)/;

/**
 * The mock build's tracking calls that leave a page as it unloads. Chromium sends a beacon, and
 * a keepalive fetch made while the page goes away, past the page's service worker, so MSW never
 * sees them: they reach the server of the build itself, which has no such path (a 404 in the
 * console of a page being left, as when a test moves on mid-load). The mock build's dev and
 * preview servers answer them as the mock backend answers a trace call, with the contract's
 * success (openapi.yaml, OpenSuccess). Nothing records them: no page is left to read them.
 */
export function mockUnloadTraces(): Plugin {
  const answer: Connect.NextHandleFunction = (request, response, next) => {
    if (request.method !== 'POST' || !TRACE_CALL.test(request.url ?? '')) return next();
    request.resume();
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ code: 200, msg: 'success', data: null }));
  };
  return {
    name: 'mock-unload-traces',
    configureServer(server) {
      server.middlewares.use(answer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(answer);
    },
  };
}
