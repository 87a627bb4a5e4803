/**
 * The one autoship configuration (spec sections 1, 4, 9). Everything a store may tune lives here,
 * with the defaults below; pages read it instead of hard-coding numbers.
 */

/** What a slide-discount function may answer for a total quantity. */
export interface SlideDiscountResult {
  /** Discount rate off the total, 0–1 (0.1 = 10 % off). */
  rate?: number;
  /** Its own total in cents, replacing the computed one. */
  total?: number;
  /** Its own saving in cents; computed as subtotal − total when absent. */
  saving?: number;
  /** Its own subtotal in cents, replacing the standard one. */
  subtotal?: number;
}

/** Given the plan's total quantity, a discount rate (0–1) or a result of its own. */
export type SlideDiscount = (totalQuantity: number) => number | SlideDiscountResult;

export interface AutoshipConfig {
  /** Freight fee in cents, added to the subtotal (the compare-at side) of the price summary. */
  freightFeeCents: number;
  /** Quantity-based discount; null (the default) means slide discounts are off. */
  slideDiscount: SlideDiscount | null;
  /** Delivery interval choices in days; the first is the default and the fallback. */
  intervalOptions: readonly number[];
  /** Interval when the plan has none. */
  defaultDaySpan: number;
  /** ISO 3166-1 alpha-2 codes allowed to buy in a global store. */
  allowedPurchaseCountries: readonly string[];
}

/**
 * Defaults: no freight fee, slide discounts off, intervals 30/45/60 days, 30 days by default, and
 * no allowed countries, so a global store sells nowhere until it lists its countries (failing
 * closed: a missing list must not open purchases to every country).
 */
export const DEFAULT_AUTOSHIP_CONFIG: AutoshipConfig = Object.freeze({
  freightFeeCents: 0,
  slideDiscount: null,
  intervalOptions: Object.freeze([30, 45, 60]),
  defaultDaySpan: 30,
  allowedPurchaseCountries: Object.freeze([]),
});

/** The defaults with a store's overrides; a broken override falls back to its default. */
export function createAutoshipConfig(overrides: Partial<AutoshipConfig> = {}): AutoshipConfig {
  const intervals = (overrides.intervalOptions ?? []).filter(
    (days) => Number.isInteger(days) && days > 0,
  );
  const fee = overrides.freightFeeCents;
  const daySpan = overrides.defaultDaySpan;
  return {
    freightFeeCents:
      typeof fee === 'number' && Number.isFinite(fee) && fee >= 0
        ? Math.round(fee)
        : DEFAULT_AUTOSHIP_CONFIG.freightFeeCents,
    slideDiscount: overrides.slideDiscount ?? null,
    intervalOptions: intervals.length > 0 ? intervals : DEFAULT_AUTOSHIP_CONFIG.intervalOptions,
    defaultDaySpan:
      typeof daySpan === 'number' && Number.isInteger(daySpan) && daySpan > 0
        ? daySpan
        : DEFAULT_AUTOSHIP_CONFIG.defaultDaySpan,
    allowedPurchaseCountries: (overrides.allowedPurchaseCountries ?? []).map((code) =>
      code.toUpperCase(),
    ),
  };
}

/**
 * Whether the visitor may buy (spec section 2): always in a regular store; in a global store only
 * when the visitor's country is in the allowed list.
 */
export function canPurchase(
  config: Pick<AutoshipConfig, 'allowedPurchaseCountries'>,
  store: { globalStore: boolean; visitorCountry: string | null },
): boolean {
  if (!store.globalStore) return true;
  if (!store.visitorCountry) return false;
  return config.allowedPurchaseCountries.includes(store.visitorCountry.toUpperCase());
}
