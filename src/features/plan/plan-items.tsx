import { formatMoney } from '#src/domain/money/format-money.ts';
import type { PlanItemView } from './plan-item-view.ts';
import { ProductImage } from './product-image.tsx';
import styles from './plan-items.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';

export interface PlanItemsProps {
  items: readonly PlanItemView[];
  gifts: readonly PlanItemView[];
  /** The store's money format (store context `moneyFormat`). */
  moneyFormat: string;
}

/** Spec section 2: the plan's items, with the gifts listed apart. */
export function PlanItems({ items, gifts, moneyFormat }: PlanItemsProps) {
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list} aria-label={t('plan.items')}>
        {items.map((item) => (
          <li key={item.key} className={styles.row} data-testid="plan-item">
            <ProductImage src={item.image} name={item.productName || item.title} />
            <div className={styles.text}>
              <p className={styles.title} elementtiming={CONTENT_MARKS.planItems}>
                {item.title}
              </p>
              {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
              <p className={styles.quantity}>{t('plan.qty', { count: item.quantity })}</p>
            </div>
            <Price item={item} moneyFormat={moneyFormat} />
          </li>
        ))}
      </ul>
      {gifts.length > 0 && (
        <section className={styles.gifts} aria-labelledby="plan-gifts-heading">
          <h3 id="plan-gifts-heading" className={styles.giftsHeading}>
            {t('plan.gifts')}
          </h3>
          <ul className={styles.list}>
            {gifts.map((gift) => (
              <li key={gift.key} className={styles.row} data-testid="plan-gift">
                <ProductImage src={gift.image} name={gift.productName || gift.title} />
                <div className={styles.text}>
                  <p className={styles.title}>{gift.productName || gift.title}</p>
                  {gift.productName && gift.title && gift.title !== gift.productName && (
                    <p className={styles.subtitle}>{gift.title}</p>
                  )}
                  <p className={styles.quantity}>{t('plan.qty', { count: gift.quantity })}</p>
                </div>
                <Price item={gift} moneyFormat={moneyFormat} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Price({ item, moneyFormat }: { item: PlanItemView; moneyFormat: string }) {
  const reduced = item.comparePrice > item.price;
  return (
    <p className={styles.price}>
      <span className={styles.now}>
        {item.price === 0 ? t('price.free') : formatMoney(item.price, moneyFormat)}
      </span>
      {reduced && (
        <>
          {' '}
          <span className="visually-hidden">{t('price.insteadOf')}</span>
          <s className={styles.was}>{formatMoney(item.comparePrice, moneyFormat)}</s>
        </>
      )}
    </p>
  );
}
