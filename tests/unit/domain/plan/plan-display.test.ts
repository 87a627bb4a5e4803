import { describe, expect, it } from 'vitest';
import { daySpanOf, splitOptionTitles, toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { ACTIVE_PLAN } from './active-plan.ts';

describe('splitOptionTitles', () => {
  it('makes the last part the first title and the earlier parts the second', () => {
    expect(splitOptionTitles('2 pods,,Mint')).toEqual({ first: 'Mint', second: '2 pods' });
    expect(splitOptionTitles('Pack of 3,,Strong,,Mint')).toEqual({
      first: 'Mint',
      second: 'Pack of 3, Strong',
    });
    expect(splitOptionTitles('Classic')).toEqual({ first: 'Classic', second: '' });
    expect(splitOptionTitles('')).toEqual({ first: '', second: '' });
    expect(splitOptionTitles(null)).toEqual({ first: '', second: '' });
  });

  it('keeps single commas inside a part', () => {
    expect(splitOptionTitles('Red, large,,Cotton')).toEqual({
      first: 'Cotton',
      second: 'Red, large',
    });
  });
});
describe('toPlanDisplayData', () => {
  it('copies variantNum to num, keys pods by variantId and lists gifts apart', () => {
    const display = toPlanDisplayData(ACTIVE_PLAN);
    expect(display.daySpan).toBe(45);
    expect(Object.keys(display.pods)).toEqual(['41001', '41002']);
    expect(display.pods['41001']).toEqual({
      variantId: 41001,
      productId: 8101,
      num: 2,
      image_url: 'https://cdn.example/pod-mint.png',
      comparePrice: 1599,
      price: 1299,
      options: '2 pods,,Mint',
      type: 2,
      productTitle: 'Infinity Pod',
    });
    expect(display.pods['41002']?.comparePrice).toBe(2199);
    expect(display.gifts).toEqual([
      {
        variantId: 49000,
        productId: 8900,
        num: 1,
        image_url: 'https://cdn.example/case.png',
        comparePrice: 999,
        price: 0,
        options: '',
        product_title: 'Travel Case',
      },
    ]);
  });

  it('gives gifts null when there are none, and daySpan 30 when absent', () => {
    const display = toPlanDisplayData({
      planId: 1,
      orderItemList: [{ productId: 1, variantId: 2, variantNum: 3 }],
    });
    expect(display.gifts).toBeNull();
    expect(display.daySpan).toBe(30);
    expect(display.pods['2']?.num).toBe(3);
    expect(daySpanOf(null)).toBe(30);
    expect(daySpanOf({ daySpan: 60 })).toBe(60);
  });

  it('merges the same variant listed twice', () => {
    const display = toPlanDisplayData({
      planId: 1,
      orderItemList: [
        { productId: 1, variantId: 2, variantNum: 1 },
        { productId: 1, variantId: 2, variantNum: 2 },
      ],
    });
    expect(display.pods['2']?.num).toBe(3);
  });

  it('is empty for no plan', () => {
    expect(toPlanDisplayData(null)).toEqual({ daySpan: 30, gifts: null, pods: {} });
  });
});
