import { describe, expect, it } from 'vitest';
import {
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
