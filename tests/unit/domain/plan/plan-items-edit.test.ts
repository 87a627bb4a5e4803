import { describe, expect, it } from 'vitest';
import { BUILDER_LIMITS } from '#src/domain/plan/builder-limits.ts';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import {
  addDraftItem,
  changeDraftQuantity,
  draftChanged,
  draftToSave,
} from '#src/domain/plan/plan-items-edit.ts';
import { ACTIVE_PLAN } from './active-plan.ts';

const display = toPlanDisplayData(ACTIVE_PLAN);
const [first, second] = Object.values(display.pods);
const BERRY_2 = {
  variantId: 4100009,
  title: '2 pods',
  price: 1099,
  compareAtPrice: 1599,
  available: true,
};
const BERRY_4 = {
  variantId: 4100010,
  title: '4 pods',
  price: 2099,
  compareAtPrice: 0,
  available: false,
};
const berry: BuilderProduct = {
  productId: 7400003,
  kind: 'pods',
  title: 'Berry Breeze Pods',
  image: 'berry.png',
  variants: [BERRY_2, BERRY_4],
};

describe('the account page’s item editor (pure)', () => {
  it('changes and removes lines under the builder’s limits', () => {
    if (!first || !second) throw new Error('the active plan has two pods');
    const up = changeDraftQuantity(display.pods, first.variantId, BUILDER_LIMITS.maxPerItem);
    expect(up.ok && up.draft[String(first.variantId)]?.num).toBe(BUILDER_LIMITS.maxPerItem);
    expect(
      changeDraftQuantity(display.pods, first.variantId, BUILDER_LIMITS.maxPerItem + 1),
    ).toEqual({ ok: false, reason: 'per-item-limit', limit: BUILDER_LIMITS.maxPerItem });
    // Out of stock: down, never up.
    expect(changeDraftQuantity(display.pods, first.variantId, first.num + 1, false)).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    const removed = changeDraftQuantity(display.pods, second.variantId, 0);
    expect(removed.ok && Object.keys(removed.draft)).toEqual([String(first.variantId)]);
  });

  it('refuses a plan over the total limit', () => {
    if (!first || !second) throw new Error('the active plan has two pods');
    const full = changeDraftQuantity(display.pods, first.variantId, BUILDER_LIMITS.maxPerItem);
    if (!full.ok) throw new Error('10 packs of one line are allowed');
    const both = changeDraftQuantity(full.draft, second.variantId, BUILDER_LIMITS.maxPerItem);
    if (!both.ok) throw new Error('20 packs in the plan are allowed');
    expect(addDraftItem(both.draft, berry, BERRY_2)).toEqual({
      ok: false,
      reason: 'total-limit',
      limit: BUILDER_LIMITS.maxTotal,
    });
  });

  it('adds a new line named as the builder names one, and refuses one out of stock', () => {
    const added = addDraftItem(display.pods, berry, BERRY_2);
    expect(added.ok && added.draft['4100009']).toMatchObject({
      variantId: 4100009,
      productId: 7400003,
      num: 1,
      options: '2 pods,,Berry Breeze Pods',
      productTitle: 'Berry Breeze Pods',
    });
    expect(addDraftItem(display.pods, berry, BERRY_4)).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('never saves an empty plan, and knows when nothing changed', () => {
    expect(draftToSave(display, {})).toEqual({ ok: false, reason: 'empty' });
    expect(draftChanged(display, display.pods)).toBe(false);
    const saved = draftToSave(display, display.pods);
    expect(saved.ok && saved.display.gifts).toEqual(display.gifts);
  });
});
