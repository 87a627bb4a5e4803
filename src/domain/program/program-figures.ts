/**
 * The numbers the autoship program page shows, worked out from the autoship configuration and the
 * store's products rather than written into the page (spec sections 2 and 9):
 * - the best saving of a pack: its compare-at price against its autoship price;
 * - the gift's worth (its compare-at price; the shopper pays nothing for it);
 * - the freight fee, which the price summary counts on the compare-at side (so it is part of the
 *   saving: shipping is included);
 * - the slide-discount steps: where the configured function's rate changes, up to the plan limit.
 */
import type { AutoshipConfig, SlideDiscountResult } from '#src/domain/pricing/autoship-config.ts';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';

export interface DiscountStep {
  /** From this many packs… */
  fromPacks: number;
  /** …this share off the total, 0–1. */
  rate: number;
}

/** The largest saving of one pack, as a whole percentage (0 when nothing is reduced). */
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

/** The highest compare-at price among the gifts: what the plan's gift is worth at most. */
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

/** Where the slide discount's rate changes, for 1…maxPacks packs; empty when it is off. */
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

/** '30, 45 or 60'. */
export function listOfDays(days: readonly number[]): string {
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} or ${days.at(-1) ?? ''}`;
}
