import { describe, expect, it } from 'vitest';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import { readAsPlanData } from '#src/domain/plan/plan-cache.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { priceFromStore, productIdsToPrice } from '#src/domain/plan/store-prices.ts';

// Decision 024: the cache says which items and how many; the store says what they cost.

function product(
  productId: number,
  kind: BuilderProduct['kind'],
  variantId: number,
  price: number,
) {
  return {
    productId,
    kind,
    title: `Product ${productId}`,
    image: '',
    variants: [{ variantId, title: 'One', price, compareAtPrice: price + 100, available: true }],
  } satisfies BuilderProduct;
}

const PODS = [product(11, 'pods', 1101, 1299), product(12, 'pods', 1201, 999)];
const GIFTS = [product(21, 'gift', 2101, 500)];

/** As local storage holds it after someone edited it, read as the review page reads it. */
function cached(pods: Record<string, unknown>[], gifts: Record<string, unknown>[] = []) {
  const plan = readAsPlanData({
    pods: Object.fromEntries(pods.map((pod) => [String(pod.variantId), pod])),
    gifts,
    daySpan: 30,
  });
  if (!plan) throw new Error('the cache reader refused the test plan');
  const display: PlanDisplayData = { pods: plan.pods, gifts: plan.gifts, daySpan: plan.daySpan };
  return display;
}

const pod = (extra: Record<string, unknown>) => ({
  productId: 11,
  variantId: 1101,
  num: 2,
  ...extra,
});
const gift = (extra: Record<string, unknown>) => ({
  productId: 21,
  variantId: 2101,
  num: 1,
  ...extra,
});

describe('priceFromStore: the store prices the cached plan', () => {
  it.each([
    ['a huge price', { price: 1e308, comparePrice: 1e308 }],
    ['a null price', { price: null, comparePrice: null }],
    ['no price at all', {}],
    ['a zero price', { price: 0, comparePrice: 0 }],
  ])('%s in the cache: the store’s price and compare price', (_name, prices) => {
    const priced = priceFromStore(cached([pod(prices)], [gift(prices)]), PODS, GIFTS);
    expect(priced?.pods['1101']).toMatchObject({ num: 2, price: 1299, comparePrice: 1399 });
    expect(priced?.gifts).toEqual([
      expect.objectContaining({ num: 1, price: 500, comparePrice: 600 }),
    ]);
  });

  it('refuses a pod the store does not sell, or sells under another product', () => {
    expect(priceFromStore(cached([pod({ variantId: 9999 })]), PODS, GIFTS)).toBeNull();
    expect(priceFromStore(cached([pod({ productId: 12 })]), PODS, GIFTS)).toBeNull();
    // A gift is not a pod: the gift's variant as a pod is not priced.
    expect(priceFromStore(cached([gift({})]), PODS, GIFTS)).toBeNull();
  });

  it('gifts follow the builder’s rule: one gift, one of it, from the store’s gifts', () => {
    expect(priceFromStore(cached([pod({})], [gift({ num: 5 })]), PODS, GIFTS)).toBeNull();
    expect(priceFromStore(cached([pod({})], [gift({}), gift({})]), PODS, GIFTS)).toBeNull();
    expect(priceFromStore(cached([pod({})], [pod({ num: 1 })]), PODS, GIFTS)).toBeNull();
    expect(priceFromStore(cached([pod({})]), PODS, GIFTS)?.gifts).toBeNull();
  });

  it('asks the store only about its own products that the cache names', () => {
    const ids = { pods: [11, 12, 13], gifts: [21, 22], devices: [31] };
    expect(productIdsToPrice(ids, cached([pod({})], [gift({})]))).toEqual({
      pods: [11],
      gifts: [21],
      devices: [],
    });
    expect(productIdsToPrice(ids, cached([pod({ productId: 99 })]))).toEqual({
      pods: [],
      gifts: [],
      devices: [],
    });
  });
});
