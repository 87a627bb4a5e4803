import { useId, useState } from 'react';
import { Button } from '#src/components/ui/button/button.tsx';
import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import type { BuilderProduct, BuilderVariant } from '#src/domain/plan/builder-product.ts';
import { findProductVariant, type ItemsDraft } from '#src/domain/plan/plan-items-edit.ts';
import styles from './items-editor.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface AddItemPickerProps {
  products: StoreProducts;
  draft: ItemsDraft;
  disabled: boolean;
  onAdd: (product: BuilderProduct, variant: BuilderVariant) => void;
}

/**
 * The store's pods (the builder's products) the plan does not have yet and that can be sold,
 * one to add. A product that failed to load is left out, said once under the list.
 */
export function AddItemPicker({ products, draft, disabled, onAdd }: AddItemPickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const choices = products.pods.flatMap((product) =>
    product.variants
      .filter((variant) => variant.available && !draft[String(variant.variantId)])
      .map((variant) => ({ product, variant })),
  );
  const failed = products.all.some(
    (entry) => entry.kind === 'pods' && entry.status === 'unavailable',
  );
  const selected = chosen === '' ? null : findProductVariant(products.pods, Number(chosen));

  function add() {
    if (!selected) return;
    onAdd(selected.product, selected.variant);
    setChosen('');
  }

  return (
    <div className={styles.add}>
      <label htmlFor={id} className={styles.addLabel}>
        {t('itemsEdit.addLabel')}
      </label>
      {/* While the store's items load, the row they arrive in is already there (disabled): the
          Save and Discard buttons below do not move under a pointer aiming at them. */}
      {choices.length === 0 && !products.podsLoading ? (
        !failed && <p className={styles.addNote}>{t('itemsEdit.noneToAdd')}</p>
      ) : (
        <div className={styles.addRow}>
          <select
            id={id}
            className={styles.select}
            value={products.podsLoading ? '' : chosen}
            disabled={disabled || products.podsLoading}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">
              {products.podsLoading ? t('itemsEdit.loadingProducts') : t('itemsEdit.choose')}
            </option>
            {choices.map(({ product, variant }) => (
              <option key={variant.variantId} value={variant.variantId}>
                {variant.title ? `${product.title} — ${variant.title}` : product.title}
              </option>
            ))}
          </select>
          <Button variant="secondary" disabled={disabled || !selected} onClick={add}>
            {t('itemsEdit.add')}
          </Button>
        </div>
      )}
      {failed && <p className={styles.subtitle}>{t('itemsEdit.productsFailed')}</p>}
    </div>
  );
}
