import { formatMoney } from '#src/domain/money/format-money.ts';
import type { BuilderProduct, BuilderVariant } from '#src/domain/plan/plan-builder.ts';
import { ProductImage } from '#src/features/plan/product-image.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import styles from './pod-product-card.module.css';

export interface PodProductCardProps {
  product: BuilderProduct;
  quantities: Readonly<Record<string, number>>;
  moneyFormat: string;
  onQuantity: (product: BuilderProduct, variant: BuilderVariant, next: number) => void;
  disabled?: boolean;
}

/** One flavour: its picture, and per pack size the price and a quantity stepper. */
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
        <h3 id={headingId} className={styles.title}>
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
                      <span className="visually-hidden">instead of</span>
                      <s className={styles.was}>
                        {formatMoney(variant.compareAtPrice, moneyFormat)}
                      </s>
                    </>
                  )}
                </span>
                {!variant.available && <span className={styles.outOfStock}>Out of stock</span>}
              </div>
              <QuantityStepper
                itemName={name}
                value={num}
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
