// Apart from plan-builder.ts so the program page shows products without downloading the builder.
import { toId } from './plan-display.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import { toCents } from '#src/domain/money/format-money.ts';

export type BuilderProductKind = 'pods' | 'gift' | 'device';

export interface BuilderVariant {
  variantId: number;
  /** '2 pods', 'Black'. */
  title: string;
  price: number;
  /** 0 when the store gives none. */
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

/** The contract's StoreProduct fits. */
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
