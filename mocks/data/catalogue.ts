/**
 * Typed access to the generated seed data (fixtures/seed.json, written by
 * scripts/generate-seed.mjs). No faker here: the browser only loads the JSON.
 */
import seedJson from '#fixtures/seed.json';
import type { components } from '#src/api/generated/schema.d.ts';

type Schemas = components['schemas'];
export type Address = Schemas['Address'];
export type OrderItem = Schemas['OrderItem'];
export type StoreProduct = Schemas['StoreProduct'];
type StoreVariant = Schemas['StoreVariant'];

interface SeedVariant extends StoreVariant {
  title: string;
  option1: string;
  compare_at_price: number;
}

/** A product of the store: pods (one flavour, one variant per pack), a gift or a device. */
export interface SeedProduct extends StoreProduct {
  kind: 'pods' | 'gift' | 'device';
  /** The flavour of a pod product: the last part of a plan item's options string. */
  flavor?: string;
  variants: SeedVariant[];
}

interface SeedAddress extends Address {
  id: number;
  addressId: number;
  first_name: string;
  last_name: string;
  address1: string;
  city: string;
  zip: string;
  country: string;
  country_code: string;
}

export interface SeedData {
  seed: number;
  customer: { id: number; email: string; firstName: string; lastName: string };
  products: SeedProduct[];
  addresses: SeedAddress[];
}

// The JSON's inferred type widens `kind` to string; tests/unit/mocks/seed.test.ts checks the
// data against the contract's schemas and these shapes.
export const SEED_DATA = seedJson as SeedData;

export const CUSTOMER = SEED_DATA.customer;

export interface VariantRef {
  product: SeedProduct;
  variant: SeedVariant;
}

const byVariantId = new Map<number, VariantRef>();
for (const product of SEED_DATA.products) {
  for (const variant of product.variants) byVariantId.set(variant.id, { product, variant });
}

export function findVariant(variantId: number): VariantRef | undefined {
  return byVariantId.get(variantId);
}

export function findProduct(productId: number): SeedProduct | undefined {
  return SEED_DATA.products.find((product) => product.id === productId);
}

export function findProductByHandle(handle: string): SeedProduct | undefined {
  return SEED_DATA.products.find((product) => product.handle === handle);
}

/**
 * A plan item for a variant, as the backend answers it: '(Autoship)' titles for pods, the
 * options string in the double-comma format ('2 pods,,Classic Tobacco'), prices in cents.
 */
export function planItem(
  variantId: number,
  variantNum: number,
  {
    comparePriceSpelling = 'comparePrice',
  }: { comparePriceSpelling?: 'comparePrice' | 'compare_at_price' } = {},
): OrderItem {
  const ref = findVariant(variantId);
  if (!ref) throw new Error(`seed: no variant ${variantId}`);
  const { product, variant } = ref;
  const isGift = product.kind === 'pods' ? 0 : 1;
  const item: OrderItem = {
    productId: product.id,
    variantId: variant.id,
    variantNum,
    isGift,
    productTitle: isGift ? product.title : `${product.title} (Autoship)`,
    options: isGift ? variant.option1 : `${variant.option1},,${product.flavor ?? product.title}`,
    price: variant.price,
    image: product.featured_image ?? undefined,
  };
  if (comparePriceSpelling === 'compare_at_price') item.compare_at_price = variant.compare_at_price;
  else item.comparePrice = variant.compare_at_price;
  return item;
}
