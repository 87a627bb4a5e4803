/**
 * Spec section 9, in cents: subtotal = Σ compare × qty (gifts too) + freight; total = Σ price ×
 * qty; saving = subtotal − total. A missing or 0 compare price falls back to the price.
 */
import { toCents } from '#src/domain/money/format-money.ts';
import type { AutoshipConfig, SlideDiscountResult } from './autoship-config.ts';

/** Both server spellings of compare price and quantity. */
export interface PricedItem {
  price?: number | string | null;
  comparePrice?: number | string | null;
  compare_at_price?: number | string | null;
  num?: number | null;
  variantNum?: number | null;
}

export interface PriceSummary {
  subtotal: number;
  saving: number;
  total: number;
}

/** 1 for a gift-like entry without one. */
function quantityOf(item: PricedItem, fallback = 1): number {
  const quantity = item.num ?? item.variantNum;
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 0
    ? Math.floor(quantity)
    : fallback;
}

export function comparePriceOf(item: PricedItem): number {
  const compare = toCents(item.comparePrice ?? item.compare_at_price);
  return compare !== 0 ? compare : toCents(item.price);
}

export function totalQuantity(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + quantityOf(item), 0);
}

export function standardPriceSummary(
  items: readonly PricedItem[],
  gifts: readonly PricedItem[] | null | undefined,
  config: Pick<AutoshipConfig, 'freightFeeCents'>,
): PriceSummary {
  const itemsCompare = items.reduce(
    (sum, item) => sum + comparePriceOf(item) * quantityOf(item),
    0,
  );
  const giftsCompare = (gifts ?? []).reduce(
    (sum, gift) => sum + comparePriceOf(gift) * quantityOf(gift),
    0,
  );
  const subtotal = itemsCompare + giftsCompare + toCents(config.freightFeeCents);
  const total = items.reduce((sum, item) => sum + toCents(item.price) * quantityOf(item), 0);
  return { subtotal, saving: subtotal - total, total };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** With slide discounts on: the function's rate (clamped 0–1), or its own figures. */
export function priceSummary(
  items: readonly PricedItem[],
  gifts: readonly PricedItem[] | null | undefined,
  config: Pick<AutoshipConfig, 'freightFeeCents' | 'slideDiscount'>,
): PriceSummary {
  const standard = standardPriceSummary(items, gifts, config);
  if (!config.slideDiscount) return standard;

  const answer: number | SlideDiscountResult = config.slideDiscount(totalQuantity(items));
  const result: SlideDiscountResult = typeof answer === 'number' ? { rate: answer } : answer;
  const rate = isFiniteNumber(result.rate) ? Math.min(Math.max(result.rate, 0), 1) : 0;
  const subtotal = isFiniteNumber(result.subtotal)
    ? Math.round(result.subtotal)
    : standard.subtotal;
  const total = isFiniteNumber(result.total)
    ? Math.round(result.total)
    : Math.round(standard.total * (1 - rate));
  const saving = isFiniteNumber(result.saving) ? Math.round(result.saving) : subtotal - total;
  return { subtotal, saving, total };
}

/** Spec section 3: kept globally for the payment hand-off. */
let lastSummary: PriceSummary | null = null;

export function rememberPriceSummary(summary: PriceSummary | null): void {
  lastSummary = summary === null ? null : { ...summary };
}

export function rememberedPriceSummary(): PriceSummary | null {
  return lastSummary === null ? null : { ...lastSummary };
}
