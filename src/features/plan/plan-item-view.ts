import {
  splitOptionTitles,
  type GiftVariant,
  type PlanVariant,
} from '#src/domain/plan/plan-display.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import { comparePriceOf } from '#src/domain/pricing/price-summary.ts';

/**
 * What one row of the plan panel shows, already worked out, so the components only lay it out.
 * Built by `toPlanItemView` for the plan panel (`plan-view.ts`) and the builder's summary.
 */
export interface PlanItemView {
  /** Stable React key (variant id, gifts prefixed). */
  key: string;
  /** The first title: the last part of the option string (e.g. the flavour). */
  title: string;
  /** The second title: the earlier parts of the option string (e.g. the pack size); may be ''. */
  subtitle: string;
  /** The product's display name ('(Autoship)' stripped), the image's text alternative. */
  productName: string;
  image: string | null;
  quantity: number;
  /** Unit price in cents. */
  price: number;
  /** Unit compare-at price in cents (falls back to the price). */
  comparePrice: number;
}

/** One row from a plan or gift variant; `key` is the caller's (the plan panel prefixes gifts). */
export function toPlanItemView(
  variant: PlanVariant | GiftVariant,
  productName: string,
  key: string,
): PlanItemView {
  const titles = splitOptionTitles(variant.options);
  return {
    key,
    // An item without an option string still needs a line: fall back to the product name.
    title: titles.first || displayName(productName),
    subtitle: titles.second,
    productName: displayName(productName),
    image: variant.image_url || null,
    quantity: variant.num,
    price: variant.price,
    comparePrice: comparePriceOf(variant),
  };
}
