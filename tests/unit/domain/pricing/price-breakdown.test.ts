import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAutoshipConfig } from '#src/domain/pricing/autoship-config.ts';
import { priceBreakdown, type PriceLine } from '#src/domain/pricing/price-breakdown.ts';
import { priceSummary, type PricedItem } from '#src/domain/pricing/price-summary.ts';

const sum = (lines: readonly PriceLine[]) => lines.reduce((total, line) => total + line.cents, 0);

// The audit's plan: item lines 2 × 19.99 + 24.98 = 64.96 at regular prices 2 × 27.99 + 33.97.
const items: PricedItem[] = [
  { price: 1999, comparePrice: 2799, num: 2 },
  { price: 2498, compare_at_price: 3397, variantNum: 1 },
];
const tiers = createAutoshipConfig({
  freightFeeCents: 499,
  slideDiscount: (quantity) => (quantity >= 3 ? 0.1 : 0),
});

describe('priceBreakdown', () => {
  it('names freight and the 10 % tier as lines, keeping the three figures of spec section 9', () => {
    const breakdown = priceBreakdown(items, [], tiers);
    expect(breakdown).toMatchObject({ subtotal: 9494, saving: 3648, total: 5846 });
    expect(breakdown.charges).toEqual([
      { kind: 'items', cents: 8995 },
      { kind: 'freight', cents: 499 },
    ]);
    expect(breakdown.deductions).toEqual([
      { kind: 'autoship-prices', cents: 2499 },
      { kind: 'free-freight', cents: 499 },
      { kind: 'slide-discount', cents: 650, rate: 0.1 },
    ]);
  });

  it('shows a gift at its regular price and then free', () => {
    const breakdown = priceBreakdown(items, [{ price: 0, compare_at_price: 999 }], tiers);
    expect(breakdown.charges).toContainEqual({ kind: 'gifts', cents: 999 });
    expect(breakdown.deductions).toContainEqual({ kind: 'free-gifts', cents: 999 });
  });

  it('has no freight, discount or balancing line when there is none', () => {
    const breakdown = priceBreakdown(items, null, createAutoshipConfig());
    expect(breakdown.charges.map((line) => line.kind)).toEqual(['items']);
    expect(breakdown.deductions.map((line) => line.kind)).toEqual(['autoship-prices']);
  });

  it('balances a slide function’s own subtotal and total with one line', () => {
    const config = createAutoshipConfig({
      freightFeeCents: 499,
      slideDiscount: () => ({ subtotal: 12_000, total: 5000 }),
    });
    const breakdown = priceBreakdown(items, null, config);
    expect(breakdown.charges).toEqual([{ kind: 'subtotal', cents: 12_000 }]);
    expect(breakdown.deductions.map((line) => line.kind)).toContain('adjustment');
    expect(12_000 - sum(breakdown.deductions)).toBe(5000);
  });

  it('always adds up: charges to the subtotal, the subtotal less deductions to the total', () => {
    const item = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      comparePrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      num: fc.integer({ min: 0, max: 50 }),
    });
    const slide = fc.option(
      fc.oneof(
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.record(
          {
            total: fc.integer({ min: 0, max: 500_000 }),
            subtotal: fc.integer({ min: 0, max: 500_000 }),
          },
          { requiredKeys: [] },
        ),
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(item, { maxLength: 3 }),
        fc.integer({ min: 0, max: 5_000 }),
        slide,
        (planItems, planGifts, fee, answer) => {
          const config = createAutoshipConfig({
            freightFeeCents: fee,
            slideDiscount: answer === null ? null : () => answer,
          });
          const breakdown = priceBreakdown(planItems, planGifts, config);
          const figures = priceSummary(planItems, planGifts, config);
          expect(breakdown).toMatchObject(figures);
          expect(sum(breakdown.charges)).toBe(figures.subtotal);
          expect(figures.subtotal - sum(breakdown.deductions)).toBe(figures.total);
        },
      ),
    );
  });
});
