/**
 * Server plan → what the pages show (spec section 3):
 * - variantNum is copied to num;
 * - gifts (isGift 1) are filtered out of the items and listed apart;
 * - option strings split on double commas: the last part is the first title, the earlier parts
 *   (joined by ', ') the second title: '2 pods,,Mint' → first 'Mint', second '2 pods';
 * - gift names split on hyphens: 'Device - Black' → ['Device', 'Black'];
 * - '(Autoship)' is stripped from product titles.
 */
import { toCents } from '#src/domain/money/format-money.ts';
import { DEFAULT_AUTOSHIP_CONFIG } from '#src/domain/pricing/autoship-config.ts';
import type { OrderItem, Plan } from '#src/api/schema-types.ts';

/** An item of the plan as shown (pods: the plan's refills). */
export interface PlanVariant {
  variantId: number;
  productId: number;
  num: number;
  image_url: string;
  /** Cents; the compare-at price as the server gave it (0 when absent). */
  comparePrice: number;
  /** Cents. */
  price: number;
  options: string;
  /** The display type of a plan item. */
  type: 2;
  productTitle: string;
}

/** A gift as shown: the variant with its product title under the store's spelling. */
export interface GiftVariant extends Omit<PlanVariant, 'type' | 'productTitle'> {
  product_title: string;
}

export interface PlanDisplayData {
  daySpan: number;
  gifts: GiftVariant[] | null;
  /** variantId → variant. */
  pods: Record<string, PlanVariant>;
}

export const PLAN_ITEM_TYPE = 2;

export interface OptionTitles {
  first: string;
  second: string;
}

export function splitOptionTitles(options: string | null | undefined): OptionTitles {
  const parts = (options ?? '')
    .split(',,')
    .map((part) => part.trim())
    .filter(Boolean);
  return { first: parts.at(-1) ?? '', second: parts.slice(0, -1).join(', ') };
}

export function toId(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : 0;
}

export function quantity(value: number | string | null | undefined): number {
  const number = toId(value);
  return number > 0 ? number : 0;
}

function isGiftItem(item: Pick<OrderItem, 'isGift'>): boolean {
  return Number(item.isGift) === 1;
}

function toPlanVariant(item: OrderItem): PlanVariant {
  return {
    variantId: toId(item.variantId),
    productId: toId(item.productId),
    num: quantity(item.variantNum),
    image_url: item.image ?? '',
    comparePrice: toCents(item.comparePrice ?? item.compare_at_price),
    price: toCents(item.price),
    options: item.options ?? '',
    type: PLAN_ITEM_TYPE,
    // As the server gave it: a plan change sends it back unchanged. Pages show it through
    // displayName (spec section 9 strips '(Autoship)' from display names only).
    productTitle: item.productTitle ?? '',
  };
}

function toGiftVariant(item: OrderItem): GiftVariant {
  const { type: _type, productTitle, ...variant } = toPlanVariant(item);
  return { ...variant, product_title: productTitle };
}

/** The plan's days between deliveries, 30 (the configured default) when absent. */
export function daySpanOf(
  plan: Pick<Plan, 'daySpan'> | null | undefined,
  defaultDaySpan: number = DEFAULT_AUTOSHIP_CONFIG.defaultDaySpan,
): number {
  const daySpan = quantity(plan?.daySpan);
  return daySpan > 0 ? daySpan : defaultDaySpan;
}

export function toPlanDisplayData(
  plan: Plan | null | undefined,
  defaultDaySpan: number = DEFAULT_AUTOSHIP_CONFIG.defaultDaySpan,
): PlanDisplayData {
  const items = plan?.orderItemList ?? [];
  const pods: Record<string, PlanVariant> = {};
  const gifts: GiftVariant[] = [];
  for (const item of items) {
    if (isGiftItem(item)) {
      gifts.push(toGiftVariant(item));
      continue;
    }
    const variant = toPlanVariant(item);
    const key = String(variant.variantId);
    const existing = pods[key];
    // The same variant twice is one line with both quantities.
    pods[key] = existing ? { ...existing, num: existing.num + variant.num } : variant;
  }
  return {
    daySpan: daySpanOf(plan, defaultDaySpan),
    gifts: gifts.length > 0 ? gifts : null,
    pods,
  };
}
