import { describe, expect, it } from 'vitest';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import {
  addDraftItem,
  changeDraftQuantity,
  rebaseDraft,
  type ItemsDraft,
} from '#src/domain/plan/plan-items-edit.ts';
import { planRevision, samePlanRevision } from '#src/domain/plan/plan-revision.ts';
import { ACTIVE_PLAN } from './active-plan.ts';

// A save from a plan that changed meanwhile: which plan was seen, and the shopper's changes made
// again to the plan as it now is.

const base = toPlanDisplayData(ACTIVE_PLAN).pods;
const [first, second] = Object.values(base);
const berry2 = {
  variantId: 4100009,
  title: '2 pods',
  price: 1099,
  compareAtPrice: 0,
  available: true,
};
const berry: BuilderProduct = {
  productId: 7400003,
  kind: 'pods',
  title: 'Berry Breeze Pods',
  image: 'berry.png',
  variants: [berry2],
};

function ok(change: ReturnType<typeof changeDraftQuantity>): ItemsDraft {
  if (!change.ok) throw new Error(change.reason);
  return change.draft;
}

const quantities = (draft: ItemsDraft) =>
  Object.fromEntries(Object.values(draft).map((pod) => [pod.variantId, pod.num]));

describe('rebaseDraft', () => {
  if (!first || !second) throw new Error('the active plan has two pods');

  it('keeps each line the shopper changed and takes every other from the plan as it now is', () => {
    const mine = ok(changeDraftQuantity(base, first.variantId, first.num + 1));
    const theirs = ok(
      addDraftItem(ok(changeDraftQuantity(base, second.variantId, 5)), berry, berry2),
    );
    expect(quantities(rebaseDraft(base, theirs, mine))).toEqual({
      [first.variantId]: first.num + 1,
      [second.variantId]: 5,
      4100009: 1,
    });
  });

  it('a line the shopper removed stays removed; one removed elsewhere and untouched here goes', () => {
    const mine = ok(changeDraftQuantity(base, first.variantId, 0));
    const theirs = ok(changeDraftQuantity(base, second.variantId, 0));
    expect(quantities(rebaseDraft(base, theirs, mine))).toEqual({});
  });

  it('a line the shopper added is added to the plan as it now is', () => {
    const mine = ok(addDraftItem(base, berry, berry2));
    const theirs = ok(changeDraftQuantity(base, first.variantId, 7));
    expect(quantities(rebaseDraft(base, theirs, mine))).toEqual({
      [first.variantId]: 7,
      [second.variantId]: second.num,
      4100009: 1,
    });
  });
});

describe('planRevision', () => {
  it('is the version where the backend gives one', () => {
    expect(planRevision({ ...ACTIVE_PLAN, version: '7' })).toBe(`${ACTIVE_PLAN.planId} v7`);
    expect(
      samePlanRevision({ ...ACTIVE_PLAN, version: '7' }, { ...ACTIVE_PLAN, version: '8' }),
    ).toBe(false);
  });

  it('without one, what a write changes: status, address, interval, date, items (not their order)', () => {
    const same = {
      ...ACTIVE_PLAN,
      orderItemList: [...(ACTIVE_PLAN.orderItemList ?? [])].reverse(),
    };
    expect(samePlanRevision(ACTIVE_PLAN, same)).toBe(true);
    for (const changed of [
      { ...ACTIVE_PLAN, status: 2 as const },
      { ...ACTIVE_PLAN, addressId: 1 },
      { ...ACTIVE_PLAN, daySpan: 60 },
      { ...ACTIVE_PLAN, nextPayDt: '2030-01-01T00:00:00Z' },
      {
        ...ACTIVE_PLAN,
        orderItemList: (ACTIVE_PLAN.orderItemList ?? []).map((item) => ({
          ...item,
          variantNum: 9,
        })),
      },
    ]) {
      expect(samePlanRevision(ACTIVE_PLAN, changed)).toBe(false);
    }
  });

  it('no plan is one revision, whatever answered it', () => {
    expect(planRevision(null)).toBe(planRevision({ planId: 0 }));
  });
});
