/**
 * The plan cached for the review page (spec section 3). Storage is input: anything the builder
 * could not have made reads as null, i.e. missing cached data (spec section 8).
 */
import { toCents } from '#src/domain/money/format-money.ts';
import { BUILDER_LIMITS } from './builder-limits.ts';
import type { GiftVariant, PlanDisplayData, PlanVariant } from './plan-display.ts';
import { daySpanOf, PLAN_ITEM_TYPE, quantity, toId } from './plan-display.ts';

export interface AsPlanData {
  pods: Record<string, PlanVariant>;
  gifts: GiftVariant[] | null;
  daySpan: number;
  podList: PlanVariant[];
  podTotalNumber: number;
}

interface ProductDataItem {
  num: number;
  productId: number;
  variantId: number;
  image: string;
}

export interface AsProductData {
  productData: ProductDataItem[];
  daySpan: number;
}

export function toAsPlanData(display: PlanDisplayData): AsPlanData {
  const podList = Object.values(display.pods);
  return {
    pods: display.pods,
    gifts: display.gifts,
    daySpan: display.daySpan,
    podList,
    podTotalNumber: podList.reduce((sum, pod) => sum + pod.num, 0),
  };
}

export function toAsProductData(display: Pick<PlanDisplayData, 'pods' | 'daySpan'>): AsProductData {
  return {
    productData: Object.values(display.pods).map((pod) => ({
      num: pod.num,
      productId: pod.productId,
      variantId: pod.variantId,
      image: pod.image_url,
    })),
    daySpan: display.daySpan,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idLike(value: unknown): value is number | string {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() !== '')
  );
}

function numberLike(value: unknown): number | string | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function cachedQuantity(value: unknown): number | null {
  const number = wholeNumber(value);
  return number !== null && number >= 1 && number <= BUILDER_LIMITS.maxPerItem ? number : null;
}

/** Absent is 0; null for a negative or broken price. */
function cachedCents(value: unknown): number | null {
  if (value === undefined || value === null) return 0;
  const number = wholeNumber(value);
  return number !== null && number >= 0 ? toCents(number) : null;
}

function withinTotal(items: readonly { num: number }[]): boolean {
  return items.reduce((sum, item) => sum + item.num, 0) <= BUILDER_LIMITS.maxTotal;
}

function readVariant(value: unknown): PlanVariant | null {
  if (!isRecord(value) || !idLike(value.variantId) || !idLike(value.productId)) return null;
  const num = cachedQuantity(value.num);
  const price = cachedCents(value.price);
  const comparePrice = cachedCents(value.comparePrice);
  if (num === null || price === null || comparePrice === null) return null;
  return {
    variantId: toId(value.variantId),
    productId: toId(value.productId),
    num,
    image_url: textOf(value.image_url),
    comparePrice,
    price,
    options: textOf(value.options),
    type: PLAN_ITEM_TYPE,
    productTitle: textOf(value.productTitle),
  };
}

/** Spec: 'missing cached product data'. */
export function readAsProductData(value: unknown): AsProductData | null {
  if (!isRecord(value) || !Array.isArray(value.productData)) return null;
  const items: ProductDataItem[] = [];
  for (const entry of value.productData as unknown[]) {
    if (!isRecord(entry) || !idLike(entry.productId) || !idLike(entry.variantId)) return null;
    const num = cachedQuantity(entry.num);
    if (num === null) return null;
    items.push({
      num,
      productId: toId(entry.productId),
      variantId: toId(entry.variantId),
      image: textOf(entry.image),
    });
  }
  if (items.length === 0) return null;
  return {
    productData: items,
    daySpan: daySpanOf({ daySpan: quantity(numberLike(value.daySpan)) }),
  };
}

/**
 * What is checked out is what was reviewed: every pod at its quantity, and besides them only the
 * gifts (change plan caches those in asPlanData alone).
 */
export function productDataMatchesPlan(plan: AsPlanData, products: AsProductData): boolean {
  const shown = new Map<number, number>();
  for (const item of [...Object.values(plan.pods), ...(plan.gifts ?? [])]) {
    shown.set(item.variantId, item.num);
  }
  const sent = new Map(products.productData.map((item) => [item.variantId, item.num]));
  return (
    sent.size === products.productData.length &&
    Object.values(plan.pods).every((pod) => sent.get(pod.variantId) === pod.num) &&
    [...sent].every(([id, num]) => shown.get(id) === num)
  );
}

export function readAsPlanData(value: unknown): AsPlanData | null {
  if (!isRecord(value) || !isRecord(value.pods)) return null;
  const pods: Record<string, PlanVariant> = {};
  for (const [key, entry] of Object.entries(value.pods)) {
    const pod = readVariant(entry);
    if (!pod) return null;
    pods[key] = pod;
  }
  if (!withinTotal(Object.values(pods))) return null;
  let gifts: GiftVariant[] | null = null;
  if (Array.isArray(value.gifts)) {
    gifts = [];
    for (const entry of value.gifts as unknown[]) {
      const variant = readVariant(entry);
      if (!variant) return null;
      const { type: _type, productTitle: _productTitle, ...gift } = variant;
      gifts.push({ ...gift, product_title: isRecord(entry) ? textOf(entry.product_title) : '' });
    }
  }
  const daySpan = daySpanOf({ daySpan: quantity(numberLike(value.daySpan)) });
  return toAsPlanData({ pods, gifts: gifts && gifts.length > 0 ? gifts : null, daySpan });
}
