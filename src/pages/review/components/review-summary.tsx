import { Card } from '#src/components/ui/card/card.tsx';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import type { ReviewMode } from '#src/domain/plan/plan-status.ts';
import type { PriceSummary } from '#src/domain/pricing/price-summary.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import { REVIEW_FORM_ATTRIBUTE } from '#src/pages/review/review-form-marker.ts';
import styles from '#src/pages/review/review-page.module.css';
import type { CheckoutPhase } from '#src/pages/review/checkout-phase.ts';
import { TermsAgreement } from './terms-agreement.tsx';
import { t } from '#src/domain/i18n/translate.ts';

export interface ReviewSummaryProps {
  mode: ReviewMode;
  summary: PriceSummary;
  moneyFormat: string;
  /** Spec section 2; else null. */
  notSold: string | null;
  daySpan: number;
  locked: boolean;
  termsChecked: boolean;
  onTermsChange: (checked: boolean) => void;
  checkout: { busy: boolean; phase: CheckoutPhase; start: () => void };
  edit: { state: LoadingButtonState; save: () => void };
}

/** Spec sections 2–5. */
export function ReviewSummary({
  mode,
  summary,
  moneyFormat,
  notSold,
  daySpan,
  locked,
  termsChecked,
  onTermsChange,
  checkout,
  edit,
}: ReviewSummaryProps) {
  return (
    <aside
      className={styles.side}
      aria-label={t('review.summary')}
      {...{ [REVIEW_FORM_ATTRIBUTE]: '' }}
    >
      <Card
        title={mode === 'edit' ? t('plan.yourPlan') : t('review.summary')}
        className={styles.summary}
      >
        <PriceSummaryLines summary={summary} moneyFormat={moneyFormat} />
        {mode === 'create' ? (
          notSold === null ? (
            <>
              <TermsAgreement
                checked={termsChecked}
                onChange={onTermsChange}
                disabled={locked}
                daySpan={daySpan}
              />
              <LoadingButton
                variant="primary"
                size="lg"
                fullWidth
                state={checkout.busy ? 'loading' : 'content'}
                loadingText={
                  checkout.phase === 'reloading' ? t('review.reloading') : t('review.toPayment')
                }
                onClick={checkout.start}
                className={styles.cta}
              >
                {t('review.checkout')}
              </LoadingButton>
              <p className={styles.muted}>{t('review.paySecurely')}</p>
            </>
          ) : (
            <p className={styles.blocked} role="status" data-testid="purchases-not-supported">
              {notSold}
            </p>
          )
        ) : (
          <LoadingButton
            variant="primary"
            size="lg"
            fullWidth
            state={edit.state}
            loadingText={t('review.saving')}
            doneText={t('review.saved')}
            onClick={edit.save}
            className={styles.cta}
          >
            {t('review.save')}
          </LoadingButton>
        )}
      </Card>
    </aside>
  );
}
