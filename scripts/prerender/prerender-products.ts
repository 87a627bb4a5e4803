import { readFileSync, statSync } from 'node:fs';
import { validate as isProductInfoAnswer } from '#src/api/generated/answer-validators/getShopifyProductInfo.js';
import { validate as isStoreProductAnswer } from '#src/api/generated/answer-validators/getStoreProduct.js';
import type { StoreProduct } from '#src/api/schema-types.ts';
import { DEFAULT_STORE_CONTEXT, type BuilderProductIds } from '#src/api/store-context.ts';
import { readStoreProducts } from '#src/api/store-context-products.ts';

/** The build option naming where the builder's products come from (a file or a backend URL). */
export const PRERENDER_PRODUCTS_VARIABLE = 'AUTOSHIP_PRERENDER_PRODUCTS';

/**
 * The builder's products taken at build time, in the store context's shape (`products`,
 * `/products/{handle}.js` answers) and when they were taken (`productsAsOf`, ms since 1970): the
 * app shows them at once and asks the store again once they are stale (spec section 7).
 */
export interface ProductSnapshot {
  products: StoreProduct[];
  productsAsOf: number;
}

/** A snapshot the build cannot use: its message is the build's one line. */
export class SnapshotError extends Error {
  constructor(source: string, problem: string) {
    super(`${PRERENDER_PRODUCTS_VARIABLE} (${source}): ${problem}`);
    // Vite prints a failed build's error whole (its stack, its own fields): the message alone
    // is the whole story, on one line.
    this.stack = this.message;
  }
}
SnapshotError.prototype.name = 'SnapshotError';

function allIds(ids: BuilderProductIds): number[] {
  return [...new Set([...ids.pods, ...ids.gifts, ...ids.devices])];
}

/** One `/products/{handle}.js` answer as the app reads it, or the reason it cannot be used. */
function readProduct(source: string, raw: unknown, where: string): StoreProduct {
  if (!isStoreProductAnswer(raw)) {
    throw new SnapshotError(
      source,
      `${where} is not a /products/{handle}.js answer (openapi.yaml)`,
    );
  }
  const [product] = readStoreProducts([raw]) ?? [];
  const variants = (raw as { variants: unknown[] }).variants.length;
  if (!product || product.variants.length !== variants) {
    throw new SnapshotError(source, `${where} has a variant without an id or a price in cents`);
  }
  return product;
}

/** The builder's products of a file: a JSON list of `/products/{handle}.js` answers. */
function fromFile(path: string): ProductSnapshot {
  let text: string;
  let takenAt: number;
  try {
    text = readFileSync(path, 'utf8');
    takenAt = statSync(path).mtimeMs;
  } catch (error) {
    throw new SnapshotError(path, `cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SnapshotError(path, `is not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(raw)) {
    throw new SnapshotError(path, 'is not a JSON list of /products/{handle}.js answers');
  }
  const products = raw.map((item: unknown, index) => {
    const id = (item as { id?: unknown } | null)?.id;
    return readProduct(
      path,
      item,
      `product ${index + 1}${typeof id === 'number' ? ` (id ${id})` : ''}`,
    );
  });
  // A file is as old as its last write: that is when its prices were the store's.
  return { products, productsAsOf: Math.floor(takenAt) };
}

async function getJson(source: string, url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new SnapshotError(source, `GET ${url} failed (${(error as Error).message})`);
  }
  if (!response.ok) throw new SnapshotError(source, `GET ${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SnapshotError(source, `GET ${url} answered no JSON`);
  }
}

/**
 * The builder's products from the store's backend, by the app's own two calls (spec section 7):
 * productInfo for the handle, then the store's `/products/{handle}.js`, both at `origin` (the
 * API on the store's origin, as an app proxy serves it).
 */
async function fromBackend(origin: string, ids: BuilderProductIds, region: string) {
  const base = origin.replace(/\/+$/, '');
  // The query fields every call carries (openapi.yaml's Region and WebLanguage).
  const shared = new URLSearchParams({ region, webLanguage: DEFAULT_STORE_CONTEXT.webLanguage });
  const products = await Promise.all(
    allIds(ids).map(async (id) => {
      const info = await getJson(origin, `${base}/shopify/${region}/productInfo/${id}?${shared}`);
      const handle = isProductInfoAnswer(info)
        ? (info as { data?: { handle?: string } | null }).data?.handle?.trim()
        : undefined;
      if (!handle) throw new SnapshotError(origin, `productInfo ${id} answered no handle`);
      const url = `${base}/products/${encodeURIComponent(handle)}.js`;
      return readProduct(origin, await getJson(origin, url), `GET ${url}`);
    }),
  );
  return { products, productsAsOf: Date.now() };
}

/**
 * The snapshot `source` names (an http(s) URL: the store's backend; else a file), keeping the
 * builder's products (`ids`) only. A product the snapshot lacks is asked at run time as before.
 */
export async function loadProductSnapshot(
  source: string,
  ids: BuilderProductIds = DEFAULT_STORE_CONTEXT.builderProducts,
  region: string = DEFAULT_STORE_CONTEXT.region,
): Promise<ProductSnapshot> {
  const snapshot = /^https?:\/\//i.test(source)
    ? await fromBackend(source, ids, region)
    : fromFile(source);
  const wanted = new Set(allIds(ids));
  const products = snapshot.products.filter((product) => wanted.has(product.id));
  const missing = allIds(ids).filter((id) => !products.some((product) => product.id === id));
  if (missing.length > 0) {
    console.warn(
      `${PRERENDER_PRODUCTS_VARIABLE} (${source}): no product ${missing.join(', ')}; ` +
        'the page asks for it at run time',
    );
  }
  return { products, productsAsOf: snapshot.productsAsOf };
}
