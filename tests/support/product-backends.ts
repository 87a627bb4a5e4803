/**
 * Backends wrong about the product lookups (the bridge's product info, the store's product JSON):
 * an unknown product answered with an undocumented status, another product than the one asked,
 * a handle off the contract's pattern. tests/contract/contract-check-edges.test.ts
 */
import { SEED_DATA } from '#mocks/data/catalogue.ts';
import { editJson, successAnswer, type BrokenKind, type Json } from './broken-backend.ts';

/** The product lookups (the bridge's product info, the store's product JSON). */
export const PRODUCT_KINDS: BrokenKind[] = [
  {
    kind: 'an unknown product answered with HTTP 404 instead of 5006',
    operationId: 'getShopifyProductInfo',
    credential: false,
    role: 'not-found',
    check: 'status',
    path: '(status)',
    request: (call) =>
      Number(call.pathname.split('/').at(-1)) >= 2_000_000_000
        ? {
            ...successAnswer(),
            status: 404,
            text: JSON.stringify({ code: 404, msg: 'Not Found', data: null }),
          }
        : undefined,
    break: (answer) => answer,
  },
  {
    kind: 'the store answering another product than the handle asked',
    operationId: 'getStoreProduct',
    credential: false,
    check: 'outcome',
    path: '/handle',
    break: editJson((body) => {
      const other = SEED_DATA.products.find((product) => product.handle !== body.handle);
      if (typeof body.handle === 'string' && other !== undefined) {
        Object.assign(body, { id: other.id, title: other.title, handle: other.handle });
      }
    }),
  },
  {
    kind: 'an upper-case handle off the contract pattern',
    operationId: 'getShopifyProductInfo',
    credential: false,
    check: 'schema',
    path: '/data/handle',
    break: editJson((body) => {
      const data = body.data as Json | null;
      if (typeof data?.handle === 'string') data.handle = data.handle.toUpperCase();
    }),
  },
];
