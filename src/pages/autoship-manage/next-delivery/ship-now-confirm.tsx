import { useEffect, useRef } from 'react';
import { getStoreContext } from '#src/api/store-context.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { formatMoney } from '#src/domain/money/format-money.ts';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import styles from './next-delivery.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface ShipNowConfirmProps {
  view: PlanView;
  /** The ship-now call is running. */
  busy: boolean;
  /** Any of the dialog's calls is running. */
  locked: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * Ship now charges the shopper today, one tap from the next delivery's choices: it asks once more,
 * with the amount, and the safe answer comes first, where a focus or a stray press lands.
 */
export function ShipNowConfirm({ view, busy, locked, onConfirm, onBack }: ShipNowConfirmProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  // The button that led here is gone: focus goes to the step's first answer.
  useEffect(() => backRef.current?.focus(), []);
  const { total } = planPriceSummary(Object.values(view.display.pods), view.display.gifts);
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        {t('nextDelivery.shipNow.confirmText', {
          total: formatMoney(total, getStoreContext().moneyFormat),
          days: view.daySpan,
        })}
      </p>
      <div className={styles.option}>
        <Button ref={backRef} variant="secondary" fullWidth disabled={locked} onClick={onBack}>
          {t('nextDelivery.shipNow.back')}
        </Button>
        <LoadingButton
          variant="primary"
          fullWidth
          disabled={locked}
          state={busy ? 'loading' : 'content'}
          loadingText={t('nextDelivery.shipNow.busy')}
          onClick={onConfirm}
        >
          {t('nextDelivery.shipNow.confirm')}
        </LoadingButton>
      </div>
    </div>
  );
}
