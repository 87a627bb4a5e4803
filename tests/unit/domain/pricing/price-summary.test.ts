import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createAutoshipConfig } from '#src/domain/pricing/autoship-config.ts';
import {
  comparePriceOf,
  priceSummary,
  rememberedPriceSummary,
  rememberPriceSummary,
  standardPriceSummary,
  totalQuantity,
  type PricedItem,
} from '#src/domain/pricing/price-summary.ts';

const items: PricedItem[] = [
  { price: 1299, comparePrice: 1599, num: 2 },
  { price: 1999, compare_at_price: 2199, variantNum: 1 },
];
const gifts: PricedItem[] = [{ price: 0, compare_at_price: 999 }];

describe('standardPriceSummary', () => {
  it('adds compare prices × quantity, gift compare prices and the freight fee; total is price × quantity', () => {
    const summary = standardPriceSummary(items, gifts, { freightFeeCents: 500 });
    // subtotal = 1599×2 + 2199×1 + 999 + 500 ; total = 1299×2 + 1999×1
    expect(summary).toEqual({ subtotal: 6896, total: 4597, saving: 2299 });
  });

  it('falls back to the price when the compare price is missing or 0', () => {
    expect(comparePriceOf({ price: 1299 })).toBe(1299);
    expect(comparePriceOf({ price: 1299, comparePrice: 0 })).toBe(1299);
    expect(comparePriceOf({ price: 1299, comparePrice: null, compare_at_price: 1500 })).toBe(1500);
    const summary = standardPriceSummary([{ price: 1000, comparePrice: 0, num: 3 }], null, {
      freightFeeCents: 0,
    });
    expect(summary).toEqual({ subtotal: 3000, total: 3000, saving: 0 });
  });

  it('is all zeros for an empty plan without a fee', () => {
    expect(standardPriceSummary([], [], { freightFeeCents: 0 })).toEqual({
      subtotal: 0,
      total: 0,
      saving: 0,
    });
  });

  it('counts quantities from num, then variantNum', () => {
    expect(totalQuantity(items)).toBe(3);
    expect(totalQuantity([{ price: 1, num: 0 }])).toBe(0);
  });
});

describe('priceSummary with slide discounts', () => {
  it('is the standard summary when slide discounts are off (the default)', () => {
    const config = createAutoshipConfig({ freightFeeCents: 500 });
    expect(priceSummary(items, gifts, config)).toEqual(standardPriceSummary(items, gifts, config));
  });

  it('applies the rate the config gives for the total quantity', () => {
    const quantities: number[] = [];
    const config = createAutoshipConfig({
      slideDiscount: (quantity) => {
        quantities.push(quantity);
        return quantity >= 3 ? 0.1 : 0;
      },
    });
    const summary = priceSummary(items, gifts, config);
    expect(quantities).toEqual([3]);
    // total 4597 − 10 % = 4137.3 → 4137 ; subtotal 1599×2 + 2199 + 999 = 6396
    expect(summary).toEqual({ subtotal: 6396, total: 4137, saving: 2259 });
  });

  it('takes the total, saving and subtotal the function returns', () => {
    const config = createAutoshipConfig({
      slideDiscount: () => ({ total: 4000, saving: 2500, subtotal: 6500 }),
    });
    expect(priceSummary(items, gifts, config)).toEqual({
      subtotal: 6500,
      total: 4000,
      saving: 2500,
    });
  });

  it('computes the saving when the function returns only a total', () => {
    const config = createAutoshipConfig({ slideDiscount: () => ({ total: 4000 }) });
    expect(priceSummary(items, gifts, config)).toEqual({
      subtotal: 6396,
      total: 4000,
      saving: 2396,
    });
  });

  it('clamps rates outside 0–1', () => {
    expect(priceSummary(items, null, createAutoshipConfig({ slideDiscount: () => 2 })).total).toBe(
      0,
    );
    expect(priceSummary(items, null, createAutoshipConfig({ slideDiscount: () => -1 })).total).toBe(
      4597,
    );
  });
});

describe('price summary properties', () => {
  const item = fc.record({
    price: fc.integer({ min: 0, max: 100_000 }),
    comparePrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
    num: fc.integer({ min: 0, max: 50 }),
  });

  it('saving = subtotal − total, standard or discounted', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(item, { maxLength: 3 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
        (planItems, planGifts, fee, rate) => {
          const config = createAutoshipConfig({
            freightFeeCents: fee,
            slideDiscount: rate === null ? null : () => rate,
          });
          const summary = priceSummary(planItems, planGifts, config);
          expect(summary.saving).toBe(summary.subtotal - summary.total);
          expect(summary.total).toBeLessThanOrEqual(
            standardPriceSummary(planItems, planGifts, config).total,
          );
        },
      ),
    );
  });
});

describe('the global copy of the summary', () => {
  afterEach(() => rememberPriceSummary(null));

  it('keeps a copy the caller cannot change afterwards', () => {
    const summary = { subtotal: 100, saving: 10, total: 90 };
    rememberPriceSummary(summary);
    summary.total = 0;
    expect(rememberedPriceSummary()).toEqual({ subtotal: 100, saving: 10, total: 90 });
  });
});
