/**
 * The account portal's texts beyond the spec (docs/portal.md), kept beside messages.ts so the
 * message catalogue finds them in one place.
 */
import type { PriceLine } from './pricing/price-breakdown.ts';

/** The name of one line of the price summary. */
export function priceLineLabel(line: PriceLine): string {
  switch (line.kind) {
    case 'items':
      return 'Items at regular price';
    case 'gifts':
      return 'Gift at regular price';
    case 'freight':
      return 'Shipping';
    case 'subtotal':
      return 'Subtotal';
    case 'autoship-prices':
      return 'Autoship prices';
    case 'free-gifts':
      return 'Free gift';
    case 'free-freight':
      return 'Free shipping with autoship';
    case 'slide-discount':
      return line.rate === undefined
        ? 'Multi-pack discount'
        : `Multi-pack discount (${Math.round(line.rate * 1000) / 10} %)`;
    case 'adjustment':
      return 'Other adjustment';
  }
}

export const PRICE_SUBTOTAL = 'Subtotal';
export const PRICE_TOTAL = 'Total per delivery';
export const PRICE_YOU_SAVE = 'You save';
export const PRICE_EXTRA = 'Extra';

/** The builder's bar on a phone: the running total beside 'Continue to review'. */
export const BUILDER_BAR_TOTAL = 'Per delivery';
export const BUILDER_BAR_EMPTY = 'No packs chosen yet';

/** The theme opened its own sign-in (it cancelled sign-in-required): no page change is coming. */
export const SIGN_IN_WITH_THEME =
  'Sign in in the window the store opened; your autoship shows here once you have.';
