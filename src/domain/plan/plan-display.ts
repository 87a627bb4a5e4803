/**
 * Server plan → what pages show (spec section 3): gifts (isGift 1) listed apart; options split on
 * ',,' ('2 pods,,Mint' → first 'Mint', second '2 pods'); '(Autoship)' stripped from titles.
 */
import { toCents } from '#src/domain/money/format-money.ts';
import { DEFAULT_AUTOSHIP_CONFIG } from '#src/domain/pricing/autoship-config.ts';
import type { OrderItem, Plan } from '#src/api/schema-types.ts';

export interface PlanVariant {
  variantId: number;
  productId: number;
  num: number;
  image_url: string;
  /** Cents; 0 when absent. */
  comparePrice: number;
  price: number;
  options: string;
  type: 2;
  productTitle: string;
}

export interface GiftVariant extends Omit<PlanVariant, 'type' | 'productTitle'> {
  product_title: string;
}

export interface PlanDisplayData {
  daySpan: number;
  gifts: GiftVariant[] | null;
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
    // As the server gave it, since a plan change sends it back; pages strip '(Autoship)' (spec
    // section 9).
    productTitle: item.productTitle ?? '',
  };
}

function toGiftVariant(item: OrderItem): GiftVariant {
  const { type: _type, productTitle, ...variant } = toPlanVariant(item);
  return { ...variant, product_title: productTitle };
}

/** 30 (the configured default) when absent. */
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
