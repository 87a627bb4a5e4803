import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import type { AddressLineState } from '#src/pages/autoship-manage/address-line-state.ts';
import styles from './plan-details.module.css';

export const CHANGE_ADDRESS_BUTTON_ID = 'change-address-button';

export interface PlanDetailsProps {
  view: PlanView;
  address: AddressLineState;
  onChangeAddress: () => void;
  /** The shopper points at, focuses or starts pressing the address button: prepare the form. */
  onIntentToChangeAddress?: () => void;
}

function nextPaymentText(view: PlanView): string {
  if (view.state === 'draft') return 'After you complete payment';
  if (view.state === 'paused') return 'On hold';
  return view.nextPayDate ?? 'To be confirmed';
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
    <Card title="Delivery">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Delivery every</dt>
          <dd data-testid="plan-interval">{view.daySpan} days</dd>
        </div>
        <div className={styles.fact}>
          <dt>Next payment</dt>
          <dd data-testid="plan-next-pay-date">{nextPaymentText(view)}</dd>
        </div>
        <div className={`${styles.fact} ${styles.address}`}>
          <dt>Ship to</dt>
          <dd data-testid="plan-address">
            {address.kind === 'shown' && address.line}
            {address.kind === 'loading' && <span className={styles.muted}>Loading address…</span>}
            {address.kind === 'failed' && (
              <span className={styles.muted}>We couldn’t load your address right now.</span>
            )}
            {address.kind === 'none' && (
              <span className={styles.muted}>
                {view.state === 'draft'
                  ? 'You’ll add it when you complete payment.'
                  : 'No shipping address yet — add one so we can deliver.'}
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
            {address.kind === 'none' ? 'Add address' : 'Change address'}
          </Button>
        </div>
      )}
    </Card>
  );
}
