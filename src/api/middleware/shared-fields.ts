import type { Middleware } from 'openapi-fetch';
import { sharedBodyFields, sharedQueryFields } from '#src/api/shared-field-values.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/**
 * Spec section 7: fills the shared fields a call lacks (its own value wins). Form bodies and JSON
 * arrays (tracking) have no place for them.
 */
function isJsonRequest(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

async function withSharedBody(request: Request): Promise<Request | undefined> {
  const text = await request.clone().text();
  let body: unknown = {};
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(body)) return undefined;
  return new Request(request, { body: JSON.stringify({ ...sharedBodyFields(), ...body }) });
}

export const sharedFieldsMiddleware: Middleware = {
  async onRequest({ request }) {
    if (request.method === 'GET') {
      const url = new URL(request.url);
      for (const [name, value] of Object.entries(sharedQueryFields())) {
        if (!url.searchParams.has(name)) url.searchParams.set(name, value);
      }
      return url.href === request.url ? undefined : new Request(url, request);
    }
    if (request.method === 'POST' && isJsonRequest(request)) return withSharedBody(request);
    return undefined;
  },
};

/** Every autoship call carries the shopper's credential when the store page gave one (section 6). */
export const authorizationMiddleware: Middleware = {
  onRequest({ request }) {
    const { authToken } = getStoreContext();
    if (authToken) request.headers.set('Authorization', `Bearer ${authToken}`);
    return request;
  },
};
