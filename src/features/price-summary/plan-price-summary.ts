/**
 * The price summary of a plan wherever it is shown (account page, review page, builder): the
 * domain's rule (spec section 9) with the store's autoship configuration, so that one plan has
 * one subtotal, saving and total, and the same lines, on every page.
 */
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import { priceBreakdown, type PriceBreakdown } from '#src/domain/pricing/price-breakdown.ts';
import {
  rememberedPriceSummary,
  type PriceSummary,
  type PricedItem,
} from '#src/domain/pricing/price-summary.ts';

export function planPriceSummary(
  items: readonly PricedItem[],
  gifts: readonly PricedItem[] | null | undefined,
): PriceBreakdown {
  return priceBreakdown(items, gifts, getAutoshipConfig());
}

/**
 * The payment hand-off's figures with the lines the review page kept (spec section 3's global
 * copy), when they are the same figures; else the three figures alone (a link from elsewhere).
 */
export function handOffSummary(figures: PriceSummary): PriceSummary | PriceBreakdown {
  const kept = rememberedPriceSummary();
  const same =
    kept !== null &&
    kept.subtotal === figures.subtotal &&
    kept.saving === figures.saving &&
    kept.total === figures.total;
  return same && 'charges' in kept ? kept : figures;
}
