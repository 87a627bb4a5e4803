import { useState } from 'react';

import { APP_PATHS } from '#src/app/paths.ts';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { mockStore } from '#mocks/store.ts';
import styles from './mock-pages.module.css';
import { mockNavigation } from './navigation.ts';

const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** Where Cancel sends the shopper: the review page records a cancelled payment (spec section 2). */
export const PAYMENT_CANCEL_PATH = `${APP_PATHS.review}?type=cancel`;

/**
 * The stand-in for the hosted payment page the payment URL opens (`/__mock/hosted-payment?planId=`).
 * Pay makes the plan active (status 1) and returns to the manage page; Cancel returns to the
 * review page with type=cancel. Both are full navigations, as returning from another site is.
 */
export function HostedPaymentPage() {
  const params = useSearchParams();
  const planId = Number(params.get('planId'));
  const plan = mockStore.queryPlan();
  const payable = plan !== null && plan.planId === planId && Number.isInteger(planId);
  const [error, setError] = useState<string | null>(null);
  const items = payable ? plan.orderItemList : [];
  const total = items
    .filter((item) => item.isGift !== 1)
    .reduce((sum, item) => sum + (item.price ?? 0) * item.variantNum, 0);

  function pay() {
    const result = mockStore.completePayment(planId);
    if (!result.ok) {
      setError(result.msg);
      return;
    }
    mockNavigation.assign(APP_PATHS.manage);
  }

  return (
    <main className={styles.page} id="main-content">
      <p className={styles.banner}>Mock hosted payment page</p>
      <h1 className={styles.heading}>Pay for your autoship plan</h1>
      <p className={styles.lead}>
        This page stands in for the payment provider. Nothing is charged.
      </p>
      {!payable && (
        <p className={styles.alert} role="alert">
          There is no plan {params.get('planId') ?? ''} to pay for
          {plan ? ` (the plan is ${plan.planId})` : ''}.
        </p>
      )}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {payable && (
        <section className={styles.card} aria-labelledby="payment-summary">
          <h2 id="payment-summary">Plan {plan.planId}</h2>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={`${item.variantId}-${item.isGift ?? 0}`}>
                <span>
                  {item.productTitle ?? `Variant ${item.variantId}`} × {item.variantNum}
                  {item.isGift === 1 ? ' (gift)' : ''}
                </span>
                <span>
                  {item.isGift === 1 ? 'Free' : money((item.price ?? 0) * item.variantNum)}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>Every {plan.daySpan} days</span>
            <span data-testid="payment-total">{money(total)}</span>
          </p>
        </section>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={pay} disabled={!payable}>
          Pay
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => mockNavigation.assign(PAYMENT_CANCEL_PATH)}
        >
          Cancel
        </button>
      </div>
    </main>
  );
}
