import { APP_PATHS } from '#src/app/paths.ts';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { PAYMENT_CANCEL_PATH } from './hosted-payment-page.tsx';
import styles from './mock-pages.module.css';

/**
 * Prism mode's stand-in for the hosted payment page: the payment URL of openapi.yaml's examples
 * (`http://127.0.0.1:5174/__mock/hosted-payment?planId=…`, the `npm run dev:prism` app) lands
 * here instead of on a 404. Prism is stateless, so paying changes nothing: both buttons only
 * return, as the real provider would.
 */
export function PrismPaymentPage() {
  const params = useSearchParams();
  return (
    <main className={styles.page} id="main-content">
      <p className={styles.banner}>Prism mode: hosted payment stand-in</p>
      <h1 className={styles.heading}>Pay for plan {params.get('planId') ?? ''}</h1>
      <p className={styles.lead}>
        Prism answers from the contract&apos;s examples and keeps no state: nothing is charged and
        the plan does not change. Use the MSW mode (<code>npm run dev</code>) to pay for a plan.
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href={APP_PATHS.manage}>
          Pay
        </a>
        <a href={PAYMENT_CANCEL_PATH}>Cancel</a>
      </div>
    </main>
  );
}
