/**
 * What one row of the plan panel shows, already worked out, so the components only lay it out.
 * Built from the server plan by `plan-view.ts` with the domain's mapping.
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
