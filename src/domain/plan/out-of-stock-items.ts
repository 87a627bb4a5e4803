/**
 * Spec section 4 removes out-of-stock items and opens the builder with NO_STOCK but does not say
 * how it learns which: remembered here so its notice can name them.
 */
import type { NoInventoryItem } from '#src/api/schema-types.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import {
  getJson,
  removeKey,
  setJson,
  type StorageLike,
} from '#src/domain/storage/local-storage.ts';
import { toId } from './plan-display.ts';

const OUT_OF_STOCK_STORAGE_KEY = 'asNoStockList';

export interface RemovedItem {
  variantId: number;
  productId: number;
  /** '' when the server gave none. */
  productTitle: string;
}

function toRemovedItem(item: NoInventoryItem): RemovedItem {
  return {
    variantId: toId(item.variantId),
    productId: toId(item.productId),
    productTitle: displayName(item.productTitle ?? ''),
  };
}

export function rememberRemovedItems(
  items: readonly NoInventoryItem[],
  storage?: StorageLike,
): void {
  setJson(OUT_OF_STOCK_STORAGE_KEY, items.map(toRemovedItem), storage);
}

export function readRemovedItems(storage?: StorageLike): RemovedItem[] {
  const value = getJson(OUT_OF_STOCK_STORAGE_KEY, storage);
  if (!Array.isArray(value)) return [];
  return (value as unknown[])
    .filter(
      (entry): entry is NoInventoryItem =>
        typeof entry === 'object' &&
        entry !== null &&
        (typeof (entry as NoInventoryItem).variantId === 'number' ||
          typeof (entry as NoInventoryItem).variantId === 'string'),
    )
    .map(toRemovedItem)
    .filter((item) => item.variantId > 0);
}

export function forgetRemovedItems(storage?: StorageLike): void {
  removeKey(OUT_OF_STOCK_STORAGE_KEY, storage);
}
