import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { reportError } from '#src/domain/error-reporter.ts';
import { ApiError } from './api-error.ts';
import type { ClientPaths } from './client-paths.ts';
import { answerShapeMiddleware, createAnswerShapeMiddleware } from './middleware/answer-shape.ts';
import { createEnvelopeMiddleware } from './middleware/envelope.ts';
import { authorizationMiddleware, sharedFieldsMiddleware } from './middleware/shared-fields.ts';
import { getStoreContext } from './store-context.ts';
import { createTransportMiddleware } from './middleware/transport.ts';

function envString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Node's Request (tests) needs absolute URLs. */
function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

// The theme's context names the origins at run time (one theme build serves every store).
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

// Looked up per call: MSW replaces globalThis.fetch after this module loads.
const lateBoundFetch = (request: Request): Promise<Response> => globalThis.fetch(request);

export type ApiClient = Client<ClientPaths>;

export interface CallOptions {
  signal?: AbortSignal;
  /** The early call's adopter sends through this (src/api/early-call/). */
  fetch?: (request: Request) => Promise<Response>;
}

/** Order matters: requests pass them top to bottom, answers bottom to top. */
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

/** Tracking must never disturb the shopper: no login redirect, no report as a shopper failure. */
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

const STORE_HTTP_ERROR = 'STORE_HTTP_ERROR';

/** Shopify's product JSON has no envelope: any 2xx succeeds; a failure is the page's, no toast. */
const storeResponseMiddleware: Middleware = {
  onResponse({ request, response }) {
    if (response.ok) return response;
    const where = `${request.method} ${new URL(request.url).pathname}`;
    reportError(STORE_HTTP_ERROR, { url: where, status: response.status });
    throw new ApiError({
      kind: 'http',
      msg: response.statusText,
      status: response.status,
      url: where,
    });
  },
};

export const storeClient: ApiClient = createClient<ClientPaths>({
  baseUrl: storeBaseUrl,
  fetch: lateBoundFetch,
});
storeClient.use(answerShapeMiddleware, storeResponseMiddleware, createTransportMiddleware());

/** Failures were rejected by the envelope middleware; an absent `data` becomes null. */
export function envelopeData<T>(envelope: { data?: T } | undefined): T | null {
  return envelope?.data ?? null;
}
