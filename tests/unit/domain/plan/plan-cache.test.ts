import { describe, expect, it } from 'vitest';
import { BUILDER_LIMITS } from '#src/domain/plan/builder-limits.ts';
import {
  productDataMatchesPlan,
  readAsPlanData,
  readAsProductData,
  toAsPlanData,
  toAsProductData,
} from '#src/domain/plan/plan-cache.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { ACTIVE_PLAN } from './active-plan.ts';

const display = toPlanDisplayData(ACTIVE_PLAN);

describe('asPlanData', () => {
  it('holds pods, gifts, daySpan and the derived podList and podTotalNumber', () => {
    const cached = toAsPlanData(display);
    expect(cached.daySpan).toBe(45);
    expect(cached.pods).toBe(display.pods);
    expect(cached.gifts).toHaveLength(1);
    expect(cached.podList.map((pod) => pod.variantId)).toEqual([41001, 41002]);
    expect(cached.podTotalNumber).toBe(3);
  });

  it('reads back what was stored as JSON, and rejects anything else', () => {
    const cached = toAsPlanData(display);
    expect(readAsPlanData(JSON.parse(JSON.stringify(cached)))).toEqual(cached);
    expect(readAsPlanData(null)).toBeNull();
    expect(readAsPlanData('text')).toBeNull();
    expect(readAsPlanData({ pods: { 1: { variantId: 1 } } })).toBeNull();
    expect(readAsPlanData({ pods: {}, daySpan: 'x' })).toMatchObject({
      daySpan: 30,
      podTotalNumber: 0,
    });
  });
});

describe('asProductData', () => {
  it('holds productData (num, productId, variantId, image) and daySpan', () => {
    expect(toAsProductData(display)).toEqual({
      productData: [
        { num: 2, productId: 8101, variantId: 41001, image: 'https://cdn.example/pod-mint.png' },
        { num: 1, productId: 8102, variantId: 41002, image: '' },
      ],
      daySpan: 45,
    });
  });

  it('reads back stored data; missing or malformed data is null', () => {
    const cached = toAsProductData(display);
    expect(readAsProductData(JSON.parse(JSON.stringify(cached)))).toEqual(cached);
    expect(readAsProductData(undefined)).toBeNull();
    expect(readAsProductData({ productData: [] })).toBeNull();
    expect(readAsProductData({ productData: [{ productId: 1 }] })).toBeNull();
    expect(
      readAsProductData({ productData: [{ productId: '1', variantId: '2', num: '3' }] }),
    ).toEqual({
      productData: [{ productId: 1, variantId: 2, num: 3, image: '' }],
      daySpan: 30,
    });
  });
});

describe('cached data is input: only what the builder could have made is read back', () => {
  type Stored = { pods: Record<string, Record<string, unknown>> };
  function tamperedPod(change: Record<string, unknown>): unknown {
    const stored = JSON.parse(JSON.stringify(toAsPlanData(display))) as Stored;
    const [key] = Object.keys(stored.pods);
    stored.pods[key as string] = { ...stored.pods[key as string], ...change };
    return stored;
  }

  it('a quantity of 0, a fraction, 1e9 or one past the per-item limit is refused', () => {
    for (const num of [0, -1, 1.5, 1e9, BUILDER_LIMITS.maxPerItem + 1, 'many']) {
      expect(readAsPlanData(tamperedPod({ num })), String(num)).toBeNull();
    }
    expect(readAsPlanData(tamperedPod({ num: BUILDER_LIMITS.maxPerItem }))).not.toBeNull();
  });

  it('a negative, fractional or broken price is refused; an absent one is 0', () => {
    for (const price of [-1e9, -1, 0.5, 'free', Infinity]) {
      expect(readAsPlanData(tamperedPod({ price })), String(price)).toBeNull();
      expect(readAsPlanData(tamperedPod({ comparePrice: price })), String(price)).toBeNull();
    }
    expect(readAsPlanData(tamperedPod({ price: undefined }))).not.toBeNull();
  });

  it('pods past the plan’s total limit are refused', () => {
    const pods = Object.fromEntries(
      [1, 2, 3].map((id) => [
        String(id),
        { variantId: id, productId: 9, num: BUILDER_LIMITS.maxPerItem },
      ]),
    );
    expect(readAsPlanData({ pods, daySpan: 30 })).toBeNull();
  });

  it('product data must be the plan shown, variant for variant and quantity for quantity', () => {
    const plan = toAsPlanData(display);
    const products = toAsProductData(display);
    expect(productDataMatchesPlan(plan, products)).toBe(true);
    const [first, ...rest] = products.productData;
    if (!first) throw new Error('the active plan has items');
    const more = { ...products, productData: [{ ...first, num: first.num + 1 }, ...rest] };
    expect(productDataMatchesPlan(plan, more)).toBe(false);
    const extra = {
      ...products,
      productData: [...products.productData, { ...first, variantId: 1 }],
    };
    expect(productDataMatchesPlan(plan, extra)).toBe(false);
    expect(readAsProductData({ productData: [{ ...first, num: 1e9 }], daySpan: 30 })).toBeNull();
  });
});
