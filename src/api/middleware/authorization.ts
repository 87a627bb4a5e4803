import type { Middleware } from 'openapi-fetch';
import { getStoreContext } from '#src/api/store-context.ts';

/** Every autoship call carries the shopper's credential when the store page gave one (section 6). */
export const authorizationMiddleware: Middleware = {
  onRequest({ request }) {
    const { authToken } = getStoreContext();
    if (authToken) request.headers.set('Authorization', `Bearer ${authToken}`);
    return request;
  },
};
