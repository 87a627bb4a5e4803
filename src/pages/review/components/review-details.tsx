import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import type { ReviewMode } from '#src/domain/plan/plan-status.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';
import { IntervalSelector } from '#src/features/interval/interval-selector.tsx';
import { PlanItems } from '#src/features/plan/plan-items.tsx';
import { planItemViews } from '#src/features/plan/plan-view.ts';
import styles from '#src/pages/review/review-page.module.css';
import type { useReviewAddress } from '#src/pages/review/use-review-address.ts';
import type { useReviewInterval } from '#src/pages/review/use-review-interval.ts';
import { AddressBlock } from './address-block.tsx';
import { t } from '#src/domain/i18n/translate.ts';

export interface ReviewDetailsProps {
  mode: ReviewMode;
  planId: number;
  display: PlanDisplayData;
  moneyFormat: string;
  intervalOptions: readonly number[];
  interval: ReturnType<typeof useReviewInterval>;
  address: ReturnType<typeof useReviewAddress>['block'];
  /** A checkout or save is running: nothing may change under it. */
  locked: boolean;
  /** Back from the payment page without paying (type=cancel). */
  paymentCancelled: boolean;
}

/** What is reviewed (spec section 2): the items, the delivery interval and the address. */
export function ReviewDetails({
  mode,
  planId,
  display,
  moneyFormat,
  intervalOptions,
  interval,
  address,
  locked,
  paymentCancelled,
}: ReviewDetailsProps) {
  const rows = planItemViews(display);
  return (
    <div className={styles.main}>
      {paymentCancelled && (
        <p className={styles.info} role="status" data-testid="payment-cancelled">
          {t('review.paymentCancelled')}
        </p>
      )}
      <Card title={t('review.items')}>
        <PlanItems items={rows.items} gifts={rows.gifts} moneyFormat={moneyFormat} />
      </Card>
      <Card title={t('plan.delivery')}>
        <IntervalSelector
          options={intervalOptions}
          value={interval.daySpan}
          onChange={interval.choose}
          disabled={locked}
          payDate={interval.payDate}
          payDateProblem={interval.payDateProblem}
          payDateLabel={mode === 'edit' ? t('plan.nextPayment') : t('review.firstRenewal')}
        />
      </Card>
      <AddressBlock
        {...address}
        disabled={locked}
        tracking={
          mode === 'edit' ? { saved: TRACKING_STEPS.addressSaved, details: { planId } } : {}
        }
        submitLabel={mode === 'edit' ? t('address.save') : t('address.use')}
      />
    </div>
  );
}
