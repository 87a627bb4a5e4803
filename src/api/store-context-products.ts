/**
 * The products the theme renders (`/products/{handle}.js` shape); one without id, handle, title
 * or a priced variant is left out and asked from the store.
 */
import type { StoreProduct } from './schema-types.ts';
import {
  asBoolean,
  asNullableString,
  asNumber,
  asRecord,
  asString,
  asStrings,
  definedFields,
  type JsonRecord,
} from './store-context-json.ts';

type StoreVariant = StoreProduct['variants'][number];
type StoreOption = NonNullable<StoreProduct['options']>[number];

function asWhole(value: unknown, min: number): number | undefined {
  const number = asNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= min ? number : undefined;
}

function readVariant(raw: JsonRecord): StoreVariant | undefined {
  const id = asWhole(raw.id, 1);
  const price = asWhole(raw.price, 0);
  if (id === undefined || price === undefined) return undefined;
  return {
    id,
    price,
    ...definedFields<StoreVariant>({
      title: asString(raw.title),
      option1: asNullableString(raw.option1),
      option2: asNullableString(raw.option2),
      option3: asNullableString(raw.option3),
      options: asStrings(raw.options),
      compare_at_price: raw.compare_at_price === null ? null : asWhole(raw.compare_at_price, 0),
      available: asBoolean(raw.available),
    }),
  };
}

function readOption(raw: JsonRecord): StoreOption {
  return definedFields<StoreOption>({
    name: asString(raw.name),
    position: asWhole(raw.position, 1),
    values: asStrings(raw.values),
  });
}

function records(value: unknown): JsonRecord[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const record = asRecord(item);
    return record ? [record] : [];
  });
}

function readProduct(raw: JsonRecord): StoreProduct | undefined {
  const id = asWhole(raw.id, 1);
  const handle = asString(raw.handle);
  const title = asString(raw.title);
  const variants = records(raw.variants).flatMap((variant) => readVariant(variant) ?? []);
  if (id === undefined || !handle || !title || variants.length === 0) return undefined;
  return {
    id,
    handle,
    title,
    variants,
    ...definedFields<StoreProduct>({
      available: asBoolean(raw.available),
      featured_image: asNullableString(raw.featured_image),
      images: asStrings(raw.images),
      options: Array.isArray(raw.options) ? records(raw.options).map(readOption) : undefined,
    }),
  };
}

export function readStoreProducts(value: unknown): StoreProduct[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return records(value).flatMap((product) => readProduct(product) ?? []);
}
