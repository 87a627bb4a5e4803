/**
 * The account portal's texts beyond the spec (docs/portal.md): the price summary's lines, in the
 * storefront's language (src/domain/i18n/).
 */
import { t } from '#src/domain/i18n/translate.ts';
import type { PriceLine } from './pricing/price-breakdown.ts';

/** The name of one line of the price summary. */
export function priceLineLabel(line: PriceLine): string {
  switch (line.kind) {
    case 'items':
      return t('price.items');
    case 'gifts':
      return t('price.gifts');
    case 'freight':
      return t('price.freight');
    case 'subtotal':
      return t('price.subtotal');
    case 'autoship-prices':
      return t('price.autoshipPrices');
    case 'free-gifts':
      return t('price.freeGifts');
    case 'free-freight':
      return t('price.freeFreight');
    case 'slide-discount':
      return line.rate === undefined
        ? t('price.slideDiscount')
        : t('price.slideDiscountRate', { rate: Math.round(line.rate * 1000) / 10 });
    case 'adjustment':
      return t('price.adjustment');
  }
}
