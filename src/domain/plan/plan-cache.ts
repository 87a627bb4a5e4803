/**
 * The plan as cached in local storage between the builder and the review page (spec section 3):
 * - asPlanData: pods, gifts, daySpan, and the derived podList and podTotalNumber;
 * - asProductData: productData (num, productId, variantId, image per item) and daySpan.
 * Stored values come back as unknown JSON; the readers check their shape and answer null for
 * anything else, which the review page treats as missing cached data.
 */
import { toCents } from '#src/domain/money/format-money.ts';
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

/** A cached variant with every field coerced to its type, or null when it has no ids. */
function readVariant(value: unknown): PlanVariant | null {
  if (!isRecord(value) || !idLike(value.variantId) || !idLike(value.productId)) return null;
  return {
    variantId: toId(value.variantId),
    productId: toId(value.productId),
    num: quantity(numberLike(value.num)),
    image_url: textOf(value.image_url),
    comparePrice: toCents(value.comparePrice),
    price: toCents(value.price),
    options: textOf(value.options),
    type: PLAN_ITEM_TYPE,
    productTitle: textOf(value.productTitle),
  };
}

/** Cached product data, or null when absent or not in shape (spec: 'missing cached product data'). */
export function readAsProductData(value: unknown): AsProductData | null {
  if (!isRecord(value) || !Array.isArray(value.productData)) return null;
  const items: ProductDataItem[] = [];
  for (const entry of value.productData as unknown[]) {
    if (!isRecord(entry) || !idLike(entry.productId) || !idLike(entry.variantId)) return null;
    items.push({
      num: quantity(numberLike(entry.num)),
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

/** Cached plan data, or null when absent or not in shape. */
export function readAsPlanData(value: unknown): AsPlanData | null {
  if (!isRecord(value) || !isRecord(value.pods)) return null;
  const pods: Record<string, PlanVariant> = {};
  for (const [key, entry] of Object.entries(value.pods)) {
    const pod = readVariant(entry);
    if (!pod) return null;
    pods[key] = pod;
  }
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
