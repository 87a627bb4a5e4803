import createClient, { type Client } from 'openapi-fetch';
import type { ClientPaths } from './client-paths.ts';
import { answerShapeMiddleware, createAnswerShapeMiddleware } from './middleware/answer-shape.ts';
import { authorizationMiddleware } from './middleware/authorization.ts';
import { createEnvelopeMiddleware } from './middleware/envelope.ts';
import { sharedFieldsMiddleware } from './middleware/shared-fields.ts';
import { getStoreContext } from './store-context.ts';
import { storeResponseMiddleware } from './middleware/store-response.ts';
import { createTransportMiddleware } from './middleware/transport.ts';

/**
 * The one typed client for the contract (openapi.yaml) and its sibling for the store server.
 *
 * Dev modes add their own middleware with `apiClient.use(...)` / `storeClient.use(...)` (Prism
 * mode adds a `Prefer` header); middleware added later runs after these on the way out and before
 * them on the way back, so it sees the final request and the raw answer.
 */
function envString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Node's Request (tests) needs absolute URLs, so an empty setting means "this page's origin". */
function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

// The theme's store context names the origins at run time (a theme build is one set of files
// for every store); the build-time variables are the development defaults.
export const apiBaseUrl: string = (
  getStoreContext().apiBaseUrl ??
  envString(import.meta.env.VITE_API_BASE_URL) ??
  pageOrigin()
).replace(/\/+$/, '');

export const storeBaseUrl: string = (
  getStoreContext().storeBaseUrl ??
  envString(import.meta.env.VITE_STORE_BASE_URL) ??
  pageOrigin()
).replace(/\/+$/, '');

// Look fetch up on every call: MSW (browser worker and Vitest) replaces globalThis.fetch after
// this module has loaded.
const lateBoundFetch = (request: Request): Promise<Response> => globalThis.fetch(request);

export type ApiClient = Client<ClientPaths>;

/** What every request function accepts. */
export interface CallOptions {
  /** Cancels the call (React Query passes one to query functions). */
  signal?: AbortSignal;
  /**
   * Sends the request instead of the client's fetch: a page's first queries take over the host
   * page's early call through it when it is this very request (src/api/early-call/).
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** Registration order matters: requests pass them top to bottom, answers bottom to top. */
export const apiClient: ApiClient = createClient<ClientPaths>({
  baseUrl: apiBaseUrl,
  fetch: lateBoundFetch,
});
apiClient.use(
  answerShapeMiddleware,
  createEnvelopeMiddleware(),
  sharedFieldsMiddleware,
  authorizationMiddleware,
  createTransportMiddleware(),
);

/**
 * The trace calls' own client: tracking must never disturb the shopper, so its failures neither
 * send anyone to login nor are reported as the shopper's failures (trace-call.ts reports them
 * once, under their own type).
 */
export const traceClient: ApiClient = createClient<ClientPaths>({
  baseUrl: apiBaseUrl,
  fetch: lateBoundFetch,
});
traceClient.use(
  createAnswerShapeMiddleware({ report: false }),
  createEnvelopeMiddleware({ loginRedirect: false, report: false }),
  sharedFieldsMiddleware,
  authorizationMiddleware,
  createTransportMiddleware({ report: false }),
);

/** Only `/products/{handle}.js` is called through this one. */
export const storeClient: ApiClient = createClient<ClientPaths>({
  baseUrl: storeBaseUrl,
  fetch: lateBoundFetch,
});
storeClient.use(answerShapeMiddleware, storeResponseMiddleware, createTransportMiddleware());
