import { useEffect, useState } from 'react';
import { getStoreContext } from '#src/api/store-context.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import { toPlanItemView } from '#src/features/plan/plan-item-view.ts';
import { toPlanView, type PlanView } from '#src/features/plan/plan-view.ts';
import { useStoreProducts } from '#src/features/products/use-store-products.ts';
import {
  addDraftItem,
  changeDraftQuantity,
  draftChanged,
  draftToSave,
  findProductVariant,
  rebaseDraft,
  type DraftChange,
  type ItemsDraft,
} from '#src/domain/plan/plan-items-edit.ts';
import { AddItemPicker } from './add-item-picker.tsx';
import { ChangedElsewhereNotice } from './changed-elsewhere-notice.tsx';
import { QuantityStepper } from '#src/features/quantity-stepper/quantity-stepper.tsx';
import { useItemsSave } from './use-items-save.ts';
import styles from './items-editor.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import header from '#src/pages/autoship-manage/components/panel-header.module.css';

export const ITEMS_EDITOR_HEADING_ID = 'items-editor-heading';

const ITEM_STEPPER_LABELS = {
  group: 'itemsEdit.quantityOf',
  less: 'itemsEdit.oneLess',
  more: 'itemsEdit.oneMore',
} as const;

export interface ItemsEditorProps {
  view: PlanView;
  moneyFormat: string;
  /** Closed: saved (the plan has reloaded) or discarded. */
  onClose: () => void;
}

function refusalText(change: Exclude<DraftChange, { ok: true }>, item: string): string {
  switch (change.reason) {
    case 'unavailable':
      return t('itemsEdit.refused.unavailable', { item });
    case 'per-item-limit':
      return t('itemsEdit.refused.perItem', { limit: change.limit, item });
    case 'total-limit':
      return t('itemsEdit.refused.total', { limit: change.limit });
    case 'empty':
      return t('itemsEdit.empty');
  }
}

/**
 * The plan's pods with − n + and Remove, and an item to add from the store's products (the
 * builder's list), under the builder's limits; Save sends them all in one changePlan. Gifts are
 * not edited here and go back as they are. Loaded when the shopper opens it. The draft is made
 * from the plan as it was when the editor opened (`base`): a plan changed meanwhile (another tab,
 * another device) is not overwritten but shown, with the shopper's changes made to it again.
 */
export function ItemsEditor({ view, moneyFormat, onClose }: ItemsEditorProps) {
  const [base, setBase] = useState<PlanView>(view);
  const [draft, setDraft] = useState<ItemsDraft>(view.display.pods);
  const [message, setMessage] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const products = useStoreProducts(getStoreContext().builderProducts);
  const saving = useItemsSave(base.plan, base.daySpan);

  useEffect(() => {
    document.getElementById(ITEMS_EDITOR_HEADING_ID)?.focus();
  }, []);

  function apply(change: DraftChange, item: string) {
    if (change.ok) {
      setDraft(change.draft);
      setMessage(null);
    } else setMessage(refusalText(change, item));
  }

  function save() {
    if (!draftChanged(base.display, draft)) return onClose();
    const plan = draftToSave(base.display, draft);
    if (!plan.ok) return setMessage(refusalText(plan, ''));
    setMessage(null);
    void saving.save(plan.display)?.then((outcome) => {
      const now = outcome.kind === 'changed' ? toPlanView(outcome.current) : null;
      if (now) {
        setDraft(rebaseDraft(base.display.pods, now.display.pods, draft));
        setBase(now);
        setChangedElsewhere(true);
      } else if (outcome.kind !== 'failed') onClose();
    });
  }

  return (
    <div className={styles.editor}>
      <div className={header.header}>
        <h3 id={ITEMS_EDITOR_HEADING_ID} className={header.title} tabIndex={-1}>
          {t('itemsEdit.title')}
        </h3>
        <p className={styles.lead}>{t('itemsEdit.lead')}</p>
      </div>
      {changedElsewhere && <ChangedElsewhereNotice view={base} />}
      <ul className={styles.list}>
        {Object.values(draft).map((pod) => {
          const row = toPlanItemView(pod, pod.productTitle, String(pod.variantId));
          const name = row.subtitle ? `${row.title}, ${row.subtitle}` : row.title;
          const available =
            findProductVariant(products.pods, pod.variantId)?.variant.available ?? true;
          return (
            <li key={row.key} className={styles.row} data-testid="edit-item">
              <div className={styles.text}>
                <p className={styles.name}>{row.title}</p>
                {row.subtitle && <p className={styles.subtitle}>{row.subtitle}</p>}
              </div>
              <QuantityStepper
                itemName={name}
                value={pod.num}
                labels={ITEM_STEPPER_LABELS}
                // − stops at 1: Remove is the named way to take a line out.
                min={1}
                disabled={saving.busy}
                onChange={(next) =>
                  apply(changeDraftQuantity(draft, pod.variantId, next, available), name)
                }
              />
              <Button
                variant="link"
                disabled={saving.busy}
                aria-label={t('itemsEdit.removeItem', { item: name })}
                onClick={() => apply(changeDraftQuantity(draft, pod.variantId, 0), name)}
              >
                {t('itemsEdit.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <AddItemPicker
        products={products}
        draft={draft}
        disabled={saving.busy}
        onAdd={(product, variant) =>
          apply(addDraftItem(draft, product, variant), `${product.title}, ${variant.title}`)
        }
      />
      <PriceSummaryLines
        summary={planPriceSummary(Object.values(draft), base.display.gifts)}
        moneyFormat={moneyFormat}
      />
      <p className={styles.message} role="status">
        {message}
      </p>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onClose} disabled={saving.busy}>
          {t('itemsEdit.discard')}
        </Button>
        <LoadingButton
          state={saving.busy ? 'loading' : 'content'}
          loadingText={t('itemsEdit.saving')}
          onClick={save}
        >
          {t('itemsEdit.save')}
        </LoadingButton>
      </div>
    </div>
  );
}
