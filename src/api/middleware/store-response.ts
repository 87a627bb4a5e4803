import type { Middleware } from 'openapi-fetch';
import { reportError } from '#src/domain/error-reporter.ts';
import { ApiError } from '#src/api/api-error.ts';

const STORE_HTTP_ERROR = 'STORE_HTTP_ERROR';

/**
 * The store's `/products/{handle}.js` answers Shopify's product JSON with no envelope and no
 * credential, so the envelope rules do not apply: any 2xx is success, anything else rejects
 * (quietly: a missing product is the page's business, not a toast).
 */
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
