import { describe, expect, it } from 'vitest';
import type { BuilderProduct, BuilderVariant } from '#src/domain/plan/builder-product.ts';
import { chosenPods, initialSelection, setQuantity } from '#src/domain/plan/plan-builder.ts';
import {
  PLAN_ITEM_TYPE,
  splitOptionTitles,
  type PlanVariant,
} from '#src/domain/plan/plan-display.ts';
import type { AsPlanData } from '#src/domain/plan/plan-cache.ts';

const tobacco: BuilderProduct = {
  productId: 7400001,
  kind: 'pods',
  title: 'Classic Tobacco Pods',
  image: '',
  variants: [
    { variantId: 4100001, title: '2 pods', price: 1299, compareAtPrice: 1599, available: true },
    { variantId: 4100002, title: '4 pods', price: 2399, compareAtPrice: 2999, available: true },
  ],
};

const planItem: PlanVariant = {
  variantId: 4100001,
  productId: 7400001,
  num: 2,
  image_url: '',
  comparePrice: 1599,
  price: 1299,
  options: '2 pods,,Classic Tobacco',
  type: PLAN_ITEM_TYPE,
  productTitle: 'Classic Tobacco Pods',
};

const cached: AsPlanData = {
  pods: { '4100001': planItem },
  gifts: null,
  daySpan: 30,
  podList: [planItem],
  podTotalNumber: 2,
};

const [twoPods, fourPods] = tobacco.variants as [BuilderVariant, BuilderVariant];

describe('the builder keeps the names the plan had', () => {
  it('sends a kept item back with the plan’s own options, so its name does not change after save', () => {
    const selection = initialSelection(cached, [30, 45, 60]);
    const [pod] = chosenPods(selection, [tobacco]);
    expect(pod?.options).toBe('2 pods,,Classic Tobacco');
    expect(splitOptionTitles(pod?.options).first).toBe('Classic Tobacco');
  });

  it('keeps them through a quantity change, and names a new item after its product', () => {
    const start = initialSelection(cached, [30, 45, 60]);
    const more = setQuantity(start, twoPods, 3);
    if (!more.ok) throw new Error('3 packs are allowed');
    const added = setQuantity(more.selection, fourPods, 1);
    if (!added.ok) throw new Error('a new line is allowed');
    const pods = chosenPods(added.selection, [tobacco]);
    expect(pods.map((pod) => [pod.num, pod.options])).toEqual([
      [3, '2 pods,,Classic Tobacco'],
      [1, '4 pods,,Classic Tobacco Pods'],
    ]);
  });
});
