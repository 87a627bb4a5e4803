import { describe, expect, it } from 'vitest';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { toChangePlanItem } from '#src/domain/plan/change-plan-items.ts';
import { toCheckoutItems } from '#src/domain/plan/plan-payload.ts';
import { ACTIVE_PLAN } from './active-plan.ts';

describe('changePlan payload', () => {
  it('sends ids and quantity as numbers, keeps other fields and removes the image', () => {
    expect(
      toChangePlanItem({
        productId: '8101',
        variantId: '41001',
        variantNum: '2',
        isGift: 0,
        productTitle: 'Infinity Pod',
        options: '2 pods,,Mint',
        price: 1299,
        comparePrice: 1599,
        image: 'https://cdn.example/pod-mint.png',
      }),
    ).toEqual({
      productId: 8101,
      variantId: 41001,
      variantNum: 2,
      isGift: 0,
      productTitle: 'Infinity Pod',
      options: '2 pods,,Mint',
      price: 1299,
      comparePrice: 1599,
    });
  });

  it('turns display variants back into items (num → variantNum, no image_url or type)', () => {
    const pods = Object.values(toPlanDisplayData(ACTIVE_PLAN).pods);
    const orderItemList = pods.map(toChangePlanItem);
    expect(orderItemList[0]).toEqual({
      variantId: 41001,
      productId: 8101,
      variantNum: 2,
      comparePrice: 1599,
      price: 1299,
      options: '2 pods,,Mint',
      productTitle: 'Infinity Pod (Autoship)', // as the server gave it
    });
    for (const item of orderItemList) {
      expect(item).not.toHaveProperty('image');
      expect(item).not.toHaveProperty('image_url');
      expect(item).not.toHaveProperty('num');
    }
  });
});

describe('checkout payload items', () => {
  it('are {variantNum, productId, variantId} only', () => {
    expect(
      toCheckoutItems([
        { productId: '8101', variantId: '41001', num: 2 },
        { productId: 8102, variantId: 41002, variantNum: 1 },
        { productId: 8103, variantId: 41003, num: 0 },
      ]),
    ).toEqual([
      { variantNum: 2, productId: 8101, variantId: 41001 },
      { variantNum: 1, productId: 8102, variantId: 41002 },
    ]);
  });
});
