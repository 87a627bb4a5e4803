import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import type { AddressLineState } from '#src/pages/autoship-manage/address-line-state.ts';
import styles from './plan-details.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export const CHANGE_ADDRESS_BUTTON_ID = 'change-address-button';

export interface PlanDetailsProps {
  view: PlanView;
  address: AddressLineState;
  onChangeAddress: () => void;
  /** The shopper points at, focuses or starts pressing the address button: prepare the form. */
  onIntentToChangeAddress?: () => void;
}

function nextPaymentText(view: PlanView): string {
  if (view.state === 'draft') return t('manage.nextPayment.draft');
  if (view.state === 'paused') return t('manage.nextPayment.paused');
  return view.nextPayDate ?? t('manage.nextPayment.unknown');
}

/** Interval, next pay date and the shipping address with its change control (spec section 2). */
export function PlanDetails({
  view,
  address,
  onChangeAddress,
  onIntentToChangeAddress,
}: PlanDetailsProps) {
  const canChangeAddress = view.state !== 'draft';
  return (
    <Card title={t('plan.delivery')}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('manage.deliveryEvery')}</dt>
          <dd data-testid="plan-interval">{t('common.days', { days: view.daySpan })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('plan.nextPayment')}</dt>
          <dd data-testid="plan-next-pay-date">{nextPaymentText(view)}</dd>
        </div>
        <div className={`${styles.fact} ${styles.address}`}>
          <dt>{t('manage.shipTo')}</dt>
          <dd
            data-testid="plan-address"
            className={
              address.kind === 'loading' || address.kind === 'shown'
                ? styles.addressLines
                : undefined
            }
          >
            {address.kind === 'shown' && address.line}
            {address.kind === 'loading' && (
              <span className={styles.muted}>{t('manage.loadingAddress')}</span>
            )}
            {address.kind === 'failed' && (
              <span className={styles.muted}>{t('address.loadFailed')}</span>
            )}
            {address.kind === 'none' && (
              <span className={styles.muted}>
                {view.state === 'draft' ? t('manage.addressAtPayment') : t('manage.noAddress')}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {canChangeAddress && (
        <div>
          <Button
            id={CHANGE_ADDRESS_BUTTON_ID}
            // Without an address nothing can be delivered: adding one is the next thing to do.
            variant={address.kind === 'none' ? 'primary' : 'secondary'}
            fullWidth
            onClick={onChangeAddress}
            onPointerEnter={onIntentToChangeAddress}
            onPointerDown={onIntentToChangeAddress}
            onFocus={onIntentToChangeAddress}
          >
            {address.kind === 'none' ? t('manage.addAddress') : t('address.change')}
          </Button>
        </div>
      )}
    </Card>
  );
}
