import type { Middleware } from 'openapi-fetch';
import { reportError } from '#src/domain/error-reporter.ts';
import { ApiError } from '#src/api/api-error.ts';

const STORE_HTTP_ERROR = 'STORE_HTTP_ERROR';

/** Shopify's product JSON has no envelope: any 2xx succeeds; a failure is the page's, no toast. */
export const storeResponseMiddleware: Middleware = {
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
