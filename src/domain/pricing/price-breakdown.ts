/**
 * Spec section 9's figures as lines that add up; slide-function figures the parts cannot explain
 * become one balancing line.
 */
import { toCents } from '#src/domain/money/format-money.ts';
import type { AutoshipConfig, SlideDiscountResult } from './autoship-config.ts';
import {
  comparePriceOf,
  priceSummary,
  standardPriceSummary,
  totalQuantity,
  type PriceSummary,
  type PricedItem,
} from './price-summary.ts';

export type PriceLineKind =
  | 'items'
  | 'gifts'
  | 'freight'
  | 'subtotal'
  | 'autoship-prices'
  | 'free-gifts'
  | 'free-freight'
  | 'slide-discount'
  | 'adjustment';

export interface PriceLine {
  kind: PriceLineKind;
  /** A negative deduction adds. */
  cents: number;
  /** When it came from a rate. */
  rate?: number;
}

export interface PriceBreakdown extends PriceSummary {
  /** Sum to `subtotal`. */
  charges: PriceLine[];
  /** `subtotal` minus their sum is `total`. */
  deductions: PriceLine[];
}

function quantity(item: PricedItem): number {
  const value = item.num ?? item.variantNum;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 1;
}

function sumOf(list: readonly PricedItem[], cents: (item: PricedItem) => number): number {
  return list.reduce((sum, item) => sum + cents(item) * quantity(item), 0);
}

function slideRate(config: Pick<AutoshipConfig, 'slideDiscount'>, items: readonly PricedItem[]) {
  if (!config.slideDiscount) return undefined;
  const answer: number | SlideDiscountResult = config.slideDiscount(totalQuantity(items));
  const rate = typeof answer === 'number' ? answer : answer.rate;
  return typeof rate === 'number' && Number.isFinite(rate)
    ? Math.min(Math.max(rate, 0), 1)
    : undefined;
}

function shown(lines: PriceLine[]): PriceLine[] {
  return lines.filter((line) => line.cents !== 0);
}

export function priceBreakdown(
  items: readonly PricedItem[],
  gifts: readonly PricedItem[] | null | undefined,
  config: Pick<AutoshipConfig, 'freightFeeCents' | 'slideDiscount'>,
): PriceBreakdown {
  const figures = priceSummary(items, gifts, config);
  const standard = standardPriceSummary(items, gifts, config);
  const itemsCompare = sumOf(items, comparePriceOf);
  const giftsCompare = sumOf(gifts ?? [], comparePriceOf);
  const itemsPrice = sumOf(items, (item) => toCents(item.price));
  const freight = toCents(config.freightFeeCents);

  const charges: PriceLine[] =
    figures.subtotal === standard.subtotal
      ? shown([
          { kind: 'items', cents: itemsCompare },
          { kind: 'gifts', cents: giftsCompare },
          { kind: 'freight', cents: freight },
        ])
      : [{ kind: 'subtotal', cents: figures.subtotal }];
  const parts: PriceLine[] = [
    { kind: 'autoship-prices', cents: itemsCompare - itemsPrice },
    { kind: 'free-gifts', cents: giftsCompare },
    { kind: 'free-freight', cents: freight },
  ];
  const rate = slideRate(config, items);
  const slide = standard.total - figures.total;
  parts.push(
    rate === undefined
      ? { kind: 'slide-discount', cents: slide }
      : { kind: 'slide-discount', cents: slide, rate },
  );
  const explained = parts.reduce((sum, line) => sum + line.cents, 0);
  parts.push({ kind: 'adjustment', cents: figures.subtotal - figures.total - explained });
  return { ...figures, charges, deductions: shown(parts) };
}
