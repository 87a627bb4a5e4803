/**
 * A product as the builder and the program page offer it, made from the store's product JSON
 * (the quantity limits are in builder-limits.ts). Its own module: the program page shows products
 * and limits but none of the builder's choices, whose code (plan-builder.ts, with the plan cache
 * it writes) it no longer downloads.
 */
import { toId } from './plan-display.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import { toCents } from '#src/domain/money/format-money.ts';

export type BuilderProductKind = 'pods' | 'gift' | 'device';

/** A variant as the builder offers it (from the store's product JSON). */
export interface BuilderVariant {
  variantId: number;
  /** The variant's own title, e.g. '2 pods' or 'Black'. */
  title: string;
  /** Cents. */
  price: number;
  /** Cents; 0 when the store gives none. */
  compareAtPrice: number;
  available: boolean;
}

export interface BuilderProduct {
  productId: number;
  kind: BuilderProductKind;
  /** '(Autoship)' stripped. */
  title: string;
  image: string;
  variants: BuilderVariant[];
}

/** The store's product JSON, as far as the builder reads it (the contract's StoreProduct fits). */
export interface StoreProductLike {
  id: number;
  title: string;
  featured_image?: string | null;
  images?: readonly string[] | null;
  available?: boolean;
  variants: readonly {
    id: number;
    title?: string;
    option1?: string | null;
    price: number;
    compare_at_price?: number | null;
    available?: boolean;
  }[];
}

export function toBuilderProduct(
  product: StoreProductLike,
  kind: BuilderProductKind,
): BuilderProduct {
  return {
    productId: toId(product.id),
    kind,
    title: displayName(product.title),
    image: product.featured_image ?? product.images?.[0] ?? '',
    variants: product.variants.map((variant) => ({
      variantId: toId(variant.id),
      title: variant.title ?? variant.option1 ?? '',
      price: toCents(variant.price),
      compareAtPrice: toCents(variant.compare_at_price),
      // Shopify leaves `available` out only when it does not track stock: then it can be sold.
      available: variant.available !== false && product.available !== false,
    })),
  };
}
