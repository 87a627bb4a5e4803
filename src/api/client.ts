import createClient, { type Client } from 'openapi-fetch';
import type { ClientPaths } from './client-paths.ts';
import { answerShapeMiddleware, createAnswerShapeMiddleware } from './middleware/answer-shape.ts';
import { authorizationMiddleware } from './middleware/authorization.ts';
import { createEnvelopeMiddleware } from './middleware/envelope.ts';
import { sharedFieldsMiddleware } from './middleware/shared-fields.ts';
import { getStoreContext } from './store-context.ts';
import { storeResponseMiddleware } from './middleware/store-response.ts';
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

export const storeClient: ApiClient = createClient<ClientPaths>({
  baseUrl: storeBaseUrl,
  fetch: lateBoundFetch,
});
storeClient.use(answerShapeMiddleware, storeResponseMiddleware, createTransportMiddleware());
