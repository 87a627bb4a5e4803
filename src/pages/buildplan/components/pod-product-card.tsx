import { SkeletonBox } from '#src/components/ui/skeleton/skeleton-box.tsx';
import { formatMoney } from '#src/domain/money/format-money.ts';
import type { BuilderProduct, BuilderVariant } from '#src/domain/plan/builder-product.ts';
import { PRODUCT_IMAGE_PX, ProductImage } from '#src/features/plan/product-image.tsx';
import { QuantityStepper } from '#src/features/quantity-stepper/quantity-stepper.tsx';
import styles from './pod-product-card.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';

const BUILDER_STEPPER_LABELS = {
  group: 'builder.quantityOf',
  less: 'builder.oneLess',
  more: 'builder.oneMore',
} as const;

export interface PodProductCardProps {
  product: BuilderProduct;
  quantities: Readonly<Record<string, number>>;
  moneyFormat: string;
  onQuantity: (product: BuilderProduct, variant: BuilderVariant, next: number) => void;
  disabled?: boolean;
}

export function PodProductCard({
  product,
  quantities,
  moneyFormat,
  onQuantity,
  disabled,
}: PodProductCardProps) {
  const headingId = `pod-${product.productId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="builder-product">
      <div className={styles.header}>
        <ProductImage src={product.image || null} name={product.title} />
        <h3 id={headingId} className={styles.title} elementtiming={CONTENT_MARKS.productGrid}>
          {product.title}
        </h3>
      </div>
      <ul className={styles.variants}>
        {product.variants.map((variant) => {
          const num = quantities[String(variant.variantId)] ?? 0;
          const name = `${product.title}, ${variant.title}`;
          const reduced = variant.compareAtPrice > variant.price;
          return (
            <li
              key={variant.variantId}
              className={`${styles.variant} ${num > 0 ? styles.chosen : ''}`}
              data-testid="builder-variant"
            >
              <div className={styles.variantText}>
                <span className={styles.variantTitle}>{variant.title}</span>
                <span className={styles.price}>
                  {formatMoney(variant.price, moneyFormat)}
                  {reduced && (
                    <>
                      {' '}
                      <span className="visually-hidden">{t('price.insteadOf')}</span>
                      <s className={styles.was}>
                        {formatMoney(variant.compareAtPrice, moneyFormat)}
                      </s>
                    </>
                  )}
                </span>
                {!variant.available && (
                  <span className={styles.outOfStock}>{t('builder.outOfStock')}</span>
                )}
              </div>
              <QuantityStepper
                itemName={name}
                value={num}
                labels={BUILDER_STEPPER_LABELS}
                disabled={disabled}
                onChange={(next) => onQuantity(product, variant, next)}
              />
            </li>
          );
        })}
      </ul>
    </li>
  );
}

const PLACEHOLDER_VARIANTS = 2;
/** Two 44 px buttons and the value inside a 1 px border. */
const STEPPER_WIDTH_PX = 120;
const STEPPER_HEIGHT_PX = 46;

/** Laid out like a loaded two-pack card, so cards below do not jump (CLS). */
export function PodProductCardPlaceholder() {
  return (
    <li className={styles.card} data-testid="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('builder.loadingProduct')}</span>
      <div className={styles.header} aria-hidden="true">
        <SkeletonBox width={PRODUCT_IMAGE_PX} height={PRODUCT_IMAGE_PX} />
        <span className={`${styles.title} ${styles.bar}`}>{'\u00a0'}</span>
      </div>
      <ul className={styles.variants} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_VARIANTS }, (_, index) => (
          <li key={index} className={styles.variant}>
            <div className={styles.variantText}>
              <span className={`${styles.variantTitle} ${styles.bar}`}>{'\u00a0'}</span>
              <span className={styles.price}>{'\u00a0'}</span>
            </div>
            <SkeletonBox width={STEPPER_WIDTH_PX} height={STEPPER_HEIGHT_PX} shape="pill" />
          </li>
        ))}
      </ul>
    </li>
  );
}
