/**
 * The items checkout found out of stock (spec section 4: 'remove those items from the local plan
 * and go to the builder with type=NO_STOCK'). The spec does not say how the builder learns which
 * ones were removed; the page that removes them remembers them here (local storage, key
 * asNoStockList), and the builder names them in its notice and forgets them on Continue. Without
 * the list (an older page, storage failing) the builder still says that items were removed.
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
  /** '(Autoship)' stripped; '' when the server gave none. */
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
