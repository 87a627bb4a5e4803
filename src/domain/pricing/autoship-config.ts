// Spec sections 1, 4, 9: everything a store may tune, with defaults.
export interface SlideDiscountResult {
  /** 0–1. */
  rate?: number;
  /** Replaces the computed total (cents). */
  total?: number;
  /** Else subtotal − total. */
  saving?: number;
  subtotal?: number;
}

export type SlideDiscount = (totalQuantity: number) => number | SlideDiscountResult;

export interface AutoshipConfig {
  /** Cents, added to the compare-at side of the price summary. */
  freightFeeCents: number;
  slideDiscount: SlideDiscount | null;
  /** The first is the default and the fallback. */
  intervalOptions: readonly number[];
  defaultDaySpan: number;
  allowedPurchaseCountries: readonly string[];
}

/** No allowed countries: a global store sells nowhere until it lists them (fail closed). */
export const DEFAULT_AUTOSHIP_CONFIG: AutoshipConfig = Object.freeze({
  freightFeeCents: 0,
  slideDiscount: null,
  intervalOptions: Object.freeze([30, 45, 60]),
  defaultDaySpan: 30,
  allowedPurchaseCountries: Object.freeze([]),
});

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

/** Spec section 2. */
export function canPurchase(
  config: Pick<AutoshipConfig, 'allowedPurchaseCountries'>,
  store: { globalStore: boolean; visitorCountry: string | null },
): boolean {
  if (!store.globalStore) return true;
  if (!store.visitorCountry) return false;
  return config.allowedPurchaseCountries.includes(store.visitorCountry.toUpperCase());
}
