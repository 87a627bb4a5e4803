import type { StoreProduct } from '#src/api/schema-types.ts';
import type { BuilderProductIds, StoreContext } from '#src/api/store-context.ts';
import { readStoreProducts } from '#src/api/store-context-products.ts';
import type { BuilderProductKind } from '#src/domain/plan/builder-product.ts';

export interface BuilderProductEntry {
  productId: number;
  kind: BuilderProductKind;
}

/**
 * The store context's products in order (pods, then gifts, then devices), each id once; an id
 * that is not a positive integer is left out.
 */
export function builderProductEntries(ids: BuilderProductIds): BuilderProductEntry[] {
  const unique = new Set<number>();
  const entries: BuilderProductEntry[] = [];
  const add = (list: readonly number[] | undefined, kind: BuilderProductKind) => {
    for (const productId of list ?? []) {
      if (!Number.isInteger(productId) || productId <= 0 || unique.has(productId)) continue;
      unique.add(productId);
      entries.push({ productId, kind });
    }
  };
  add(ids.pods, 'pods');
  add(ids.gifts, 'gift');
  add(ids.devices, 'device');
  return entries;
}

/**
 * The products the theme rendered into the store context (as given there: read here, on the
 * pages that show products), by id: no call asks for these.
 */
export function givenStoreProducts(given: unknown): Map<number, StoreProduct> {
  const products = readStoreProducts(given) ?? [];
  return new Map(products.map((product) => [product.id, product]));
}

export interface ContextProducts {
  /** The theme's, current: no call asks for these. */
  given: Map<number, StoreProduct>;
  /** Taken at build time: shown at once and asked again once stale (spec section 7). */
  snapshot: Map<number, StoreProduct>;
  /** When the snapshot was taken (ms since 1970). */
  snapshotAsOf: number;
}

/** The store context's products, the theme's or a build's snapshot (`productsAsOf`). */
export function contextProducts(
  context: Pick<StoreContext, 'products' | 'productsAsOf'>,
): ContextProducts {
  const products = givenStoreProducts(context.products);
  const asOf = context.productsAsOf;
  if (asOf === null) return { given: products, snapshot: new Map(), snapshotAsOf: 0 };
  // Dated after this device's now (its clock behind the build's): taken as stale, asked at once.
  return { given: new Map(), snapshot: products, snapshotAsOf: asOf > Date.now() ? 0 : asOf };
}
