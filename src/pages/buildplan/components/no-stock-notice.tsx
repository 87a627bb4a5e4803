import { useState } from 'react';
import { readRemovedItems, type RemovedItem } from '#src/domain/plan/out-of-stock-items.ts';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import { findVariant } from '#src/domain/plan/plan-builder.ts';
import styles from './no-stock-notice.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface NoStockNoticeProps {
  products: readonly BuilderProduct[];
}

function nameOf(item: RemovedItem, products: readonly BuilderProduct[]): string {
  const ref = findVariant(products, item.variantId);
  if (ref) return `${ref.product.title} (${ref.variant.title})`;
  return item.productTitle || t('builder.item', { id: item.variantId });
}

/**
 * Spec section 2, type=NO_STOCK: what was taken out of the plan because it is out of stock (as
 * the review page left the list when the builder opened; Continue forgets it).
 */
export function NoStockNotice({ products }: NoStockNoticeProps) {
  const [removed] = useState(readRemovedItems);
  return (
    <section
      className={styles.notice}
      aria-labelledby="no-stock-heading"
      data-testid="no-stock-notice"
    >
      <h2 id="no-stock-heading" className={styles.heading}>
        {t('builder.noStock')}
      </h2>
      {removed.length > 0 ? (
        <>
          <p>{t('builder.noStock.list')}</p>
          <ul className={styles.list}>
            {removed.map((item) => (
              <li key={item.variantId}>{nameOf(item, products)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('builder.noStock.unnamed')}</p>
      )}
      <p>{t('builder.noStock.next')}</p>
    </section>
  );
}
