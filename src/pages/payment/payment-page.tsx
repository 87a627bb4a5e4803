import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useAddressKnown } from '#src/components/ui/router/use-address-known.ts';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { Spinner } from '#src/components/ui/spinner/spinner.tsx';
import {
  checkPaymentUrl,
  paymentUrlRefusalMessage,
  readPaymentHandOff,
} from '#src/domain/payment/payment-hand-off.ts';
import { handOffSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import { paymentNavigation } from './payment-navigation.ts';
import { paymentUrlPolicy } from './payment-url-policy.ts';
import styles from './payment-page.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';

/** Spec section 2; the URL is followed only where the store allows. See README.md. */
export function PaymentPage() {
  const params = useSearchParams();
  const handOff = useMemo(() => readPaymentHandOff(params), [params]);
  const check = useMemo(() => checkPaymentUrl(handOff.url, paymentUrlPolicy()), [handOff.url]);
  const { moneyFormat } = getStoreContext();
  const left = useRef<string | null>(null);
  // The prerendered first screen cannot read the url yet: it says what a hand-off says, no verdict.
  const addressKnown = useAddressKnown();
  const opening = check.ok || !addressKnown;

  useEffect(() => {
    // Once per address, also under StrictMode's double effects.
    if (!check.ok || left.current === check.href) return;
    left.current = check.href;
    paymentNavigation.go(check.href);
  }, [check]);

  return (
    <PageFrame
      backTo={APP_PATHS.review}
      heading={t('payment.heading')}
      {...footerTopProps()}
      intro={opening ? t('payment.intro') : undefined}
    >
      <div className={styles.layout}>
        {handOff.summary && (
          <Card title={t('payment.summary')}>
            <PriceSummaryLines
              summary={handOffSummary(handOff.summary)}
              moneyFormat={moneyFormat}
            />
          </Card>
        )}
        {opening ? (
          <OpeningCard href={check.ok ? check.href : undefined} />
        ) : (
          <Card title={t('payment.refused')} className={styles.refused}>
            <p
              role="alert"
              className={styles.refusedText}
              elementtiming={CONTENT_MARKS.paymentStatus}
            >
              {paymentUrlRefusalMessage(check.reason)}
            </p>
            <p>{t('payment.refused.text')}</p>
            <div className={styles.actions}>
              <Link to={APP_PATHS.review} className={buttonClassName({ variant: 'primary' })}>
                {t('payment.backToPlan')}
              </Link>
              <Link to={APP_PATHS.manage} className={buttonClassName({ variant: 'secondary' })}>
                {t('payment.account')}
              </Link>
            </div>
          </Card>
        )}
      </div>
    </PageFrame>
  );
}

function OpeningCard({ href }: { href: string | undefined }) {
  return (
    <Card>
      <p className={styles.status} elementtiming={href ? undefined : CONTENT_MARKS.paymentStatus}>
        <Spinner size="sm" label={t('payment.opening')} />
        <span aria-hidden="true">{t('payment.opening.dots')}</span>
      </p>
      {href && (
        <p elementtiming={CONTENT_MARKS.paymentStatus}>
          {t('payment.nothingHappening')}{' '}
          <a href={href} className={buttonClassName({ variant: 'link' })}>
            {t('payment.continue')}
          </a>
        </p>
      )}
    </Card>
  );
}
