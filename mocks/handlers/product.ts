/**
 * The product resource: the Shopify bridge's product info (the handle) and the store's product
 * JSON (`/products/{handle}.js`, no envelope, no credential). Availability follows the store's
 * out-of-stock list. Also serves the seed's placeholder images (`/__mock/images/*.svg`) so the
 * app shows pictures with no network.
 */
import { HttpResponse } from 'msw';
import {
  SEED_DATA,
  findProduct,
  findProductByHandle,
  type StoreProduct,
} from '#mocks/data/catalogue.ts';
import { MOCK_IMAGES_PATH, placeholderSvg } from '#mocks/data/placeholder-image.ts';
import type { MockStore } from '#mocks/store.ts';
import { FAILURE } from '#mocks/store/mock-state.ts';
import { failure, gate, handle, http, positiveInteger, refuse } from './common.ts';

/** The product as the store answers it now: variants out of stock are not available. */
function storeProduct(store: MockStore, handle: string): StoreProduct | null {
  const product = findProductByHandle(handle);
  if (!product) return null;
  const outOfStock = new Set(store.snapshot().outOfStockVariantIds);
  const variants = product.variants.map((variant) => ({
    ...variant,
    available: !outOfStock.has(variant.id),
  }));
  const { kind: _kind, flavor: _flavor, ...fields } = product;
  return { ...fields, variants, available: variants.some((variant) => variant.available) };
}

/** The seed product's placeholder picture, named by its title. */
function productImage(handle: string): string {
  const product = SEED_DATA.products.find((entry) => entry.handle === handle);
  return placeholderSvg(handle, product?.title);
}

export function productHandlers(store: MockStore) {
  return [
    // The region is a path parameter here, checked with the product id.
    http.get('/shopify/{region}/productInfo/{productId}', (info) =>
      handle(store, 'getShopifyProductInfo', info, 'none', () => {
        const productId = positiveInteger(info.params.productId);
        if (!info.params.region || productId === null) {
          return refuse('region and a numeric productId are required');
        }
        const product = findProduct(productId);
        if (!product) {
          return info
            .response(200)
            .json(failure(FAILURE.productNotFound, `Product ${productId} was not found`));
        }
        const data = { productId: product.id, handle: product.handle };
        return info.response(200).json({ code: 200, msg: 'success', data });
      }),
    ),

    // The store's JSON has no envelope: only the gate's HTTP statuses apply (never a refusal
    // envelope), so this one handler calls the gate itself.
    http.get('/products/{handle}.js', async ({ request, params, response }) => {
      const gated = await gate(store, 'getStoreProduct', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      // A recorded answer was checked against the contract when it was recorded (mock:record).
      if (gated?.kind === 'recorded') {
        return response.untyped(
          new HttpResponse(JSON.stringify(gated.body), {
            status: gated.status,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }
      const product = storeProduct(store, params.handle);
      if (!product) {
        return response(404).json({ status: 404, message: 'Not Found', description: 'Not Found' });
      }
      return response(200).json(product);
    }),

    // Not part of the contract: the seed's placeholder pictures.
    http.untyped.get(`*${MOCK_IMAGES_PATH}:file`, ({ params }) => {
      const file = String(params.file);
      return new HttpResponse(productImage(file.replace(/\.svg$/, '')), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      });
    }),
  ];
}
