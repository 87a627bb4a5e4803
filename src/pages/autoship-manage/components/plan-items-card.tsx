import { useState } from 'react';
import { useFocusNext } from '#src/pages/autoship-manage/hooks/use-focus-next.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { PlanItems } from '#src/features/plan/plan-items.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import { LazyItemsEditor } from './lazy-plan-dialogs.tsx';
import styles from './plan-items-card.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface PlanItemsCardProps {
  view: PlanView;
  moneyFormat: string;
}

const EDIT_ITEMS_BUTTON_ID = 'edit-items-button';

/**
 * The plan's items and gifts, with the same price summary as the review page and the builder.
 * 'Change items' (active or paused plans; a draft is changed on its way to payment) opens the
 * item editor in the card's place, its code loaded then.
 */
export function PlanItemsCard({ view, moneyFormat }: PlanItemsCardProps) {
  const [editing, setEditing] = useState(false);
  const focusNext = useFocusNext();
  const summary = planPriceSummary(Object.values(view.display.pods), view.display.gifts);
  function close() {
    setEditing(false);
    focusNext(EDIT_ITEMS_BUTTON_ID);
  }
  return (
    <Card title={t('manage.inEveryDelivery')} className={styles.card}>
      {editing ? (
        // The editor shows the summary of what is being chosen.
        <LazyItemsEditor view={view} moneyFormat={moneyFormat} onClose={close} />
      ) : (
        <>
          <PlanItems items={view.items} gifts={view.gifts} moneyFormat={moneyFormat} />
          {view.state !== 'draft' && (
            <Button id={EDIT_ITEMS_BUTTON_ID} variant="secondary" onClick={() => setEditing(true)}>
              {t('manage.editItems')}
            </Button>
          )}
          <PriceSummaryLines summary={summary} moneyFormat={moneyFormat} />
        </>
      )}
    </Card>
  );
}
