// A host page cannot write a function, so the slide discount arrives as JSON tiers.
import {
  createAutoshipConfig,
  type AutoshipConfig,
  type SlideDiscount,
} from '#src/domain/pricing/autoship-config.ts';
import { getStoreContext, type SlideDiscountTier } from './store-context.ts';

/** The highest tier reached (0 below the first); broken tiers are ignored. */
function slideDiscountFromTiers(
  tiers: readonly SlideDiscountTier[] | null | undefined,
): SlideDiscount | null {
  const valid = (tiers ?? []).filter(
    (tier) =>
      Number.isFinite(tier?.minQuantity) &&
      Number.isFinite(tier?.rate) &&
      tier.rate > 0 &&
      tier.rate <= 1,
  );
  if (valid.length === 0) return null;
  const sorted = [...valid].sort((a, b) => a.minQuantity - b.minQuantity);
  return (quantity) =>
    sorted.reduce((rate, tier) => (quantity >= tier.minQuantity ? tier.rate : rate), 0);
}

let cached: { source: unknown; config: AutoshipConfig } | null = null;

export function getAutoshipConfig(): AutoshipConfig {
  const settings = getStoreContext().autoship ?? {};
  if (cached?.source === settings) return cached.config;
  const config = createAutoshipConfig({
    freightFeeCents: settings.freightFeeCents,
    slideDiscount: slideDiscountFromTiers(settings.slideDiscountTiers),
    intervalOptions: Array.isArray(settings.intervalOptions) ? settings.intervalOptions : undefined,
    allowedPurchaseCountries: Array.isArray(settings.allowedPurchaseCountries)
      ? settings.allowedPurchaseCountries.filter((code) => typeof code === 'string')
      : undefined,
  });
  cached = { source: settings, config };
  return config;
}
