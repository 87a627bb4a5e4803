import { formatMoney } from '#src/domain/money/format-money.ts';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import { ProductImage } from '#src/features/plan/product-image.tsx';
import styles from './gift-picker.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface GiftPickerProps {
  gifts: readonly BuilderProduct[];
  /** The gift in the plan (the chosen one, or the first available). */
  value: number | null;
  onChange: (variantId: number) => void;
  moneyFormat: string;
  disabled?: boolean;
}

/** The free gift that comes with the plan: one choice among the store's gifts and devices. */
export function GiftPicker({ gifts, value, onChange, moneyFormat, disabled }: GiftPickerProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('builder.gift.legend')}</legend>
      <div className={styles.options}>
        {gifts.flatMap((product) =>
          product.variants.map((variant) => (
            <label
              key={variant.variantId}
              className={`${styles.option} ${variant.available ? '' : styles.unavailable}`}
            >
              <input
                type="radio"
                name="gift"
                className={styles.radio}
                value={variant.variantId}
                aria-label={`${product.title}, ${variant.title}${variant.available ? '' : `, ${t('builder.gift.outOfStock')}`}`}
                checked={variant.variantId === value}
                disabled={!variant.available}
                onChange={() => onChange(variant.variantId)}
              />
              <span aria-hidden="true" className={styles.thumb}>
                <ProductImage src={product.image || null} name={product.title} />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{product.title}</span>
                <span className={styles.detail}>
                  {variant.title}
                  {variant.compareAtPrice > 0 && (
                    <>
                      {' · '}
                      <span className="visually-hidden">{t('builder.gift.worth')}</span>
                      <s>{formatMoney(variant.compareAtPrice, moneyFormat)}</s> {t('price.free')}
                    </>
                  )}
                  {!variant.available && ` · ${t('builder.gift.outOfStock')}`}
                </span>
              </span>
            </label>
          )),
        )}
      </div>
    </fieldset>
  );
}
