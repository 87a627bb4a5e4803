/**
 * The price summary of a plan wherever it is shown (account page, review page, builder): the
 * domain's rule (spec section 9) with the store's autoship configuration, so that one plan has
 * one subtotal, saving and total on every page.
 */
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import {
  priceSummary,
  type PriceSummary,
  type PricedItem,
} from '#src/domain/pricing/price-summary.ts';

export function planPriceSummary(
  items: readonly PricedItem[],
  gifts: readonly PricedItem[] | null | undefined,
): PriceSummary {
  return priceSummary(items, gifts, getAutoshipConfig());
}
