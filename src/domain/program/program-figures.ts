// The program page's figures, derived from the configuration and products, never written into the
// page (spec sections 2, 9).
import type { AutoshipConfig, SlideDiscountResult } from '#src/domain/pricing/autoship-config.ts';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import { t } from '#src/domain/i18n/translate.ts';

export interface DiscountStep {
  fromPacks: number;
  /** 0–1 off the total. */
  rate: number;
}

/** A whole percentage (0 when nothing is reduced). */
export function bestSavingPercent(products: readonly BuilderProduct[]): number {
  let best = 0;
  for (const product of products) {
    for (const variant of product.variants) {
      if (variant.compareAtPrice > variant.price && variant.compareAtPrice > 0) {
        best = Math.max(best, (variant.compareAtPrice - variant.price) / variant.compareAtPrice);
      }
    }
  }
  return Math.floor(best * 100);
}

/** The highest compare-at price among the gifts. */
export function bestGiftWorth(gifts: readonly BuilderProduct[]): number {
  return gifts.reduce(
    (best, gift) =>
      Math.max(best, ...gift.variants.map((variant) => variant.compareAtPrice || variant.price)),
    0,
  );
}

function rateOf(answer: number | SlideDiscountResult): number {
  const rate = typeof answer === 'number' ? answer : (answer.rate ?? 0);
  return Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 1) : 0;
}

/** Empty when slide discounts are off. */
export function discountSteps(
  config: Pick<AutoshipConfig, 'slideDiscount'>,
  maxPacks: number,
): DiscountStep[] {
  const discount = config.slideDiscount;
  if (!discount) return [];
  const steps: DiscountStep[] = [];
  let previous = 0;
  for (let packs = 1; packs <= maxPacks; packs += 1) {
    const rate = rateOf(discount(packs));
    if (rate !== previous && rate > 0) steps.push({ fromPacks: packs, rate });
    previous = rate;
  }
  return steps;
}

/**
 * '30, 45 or 60' in the shopper's language, by the catalogue's `common.list.*`: the theme's first
 * screen joins them with the same texts (its Liquid has no Intl.ListFormat), so both say the same.
 */
export function listOfDays(days: readonly number[]): string {
  const items = days.map(String);
  const last = items.pop();
  if (last === undefined) return '';
  if (items.length === 0) return last;
  return t('common.list.or', { list: items.join(t('common.list.separator')), last });
}
