import { Card } from '#src/components/ui/card/card.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { formatMoney } from '#src/domain/money/format-money.ts';
import styles from '#src/pages/buildplan/buildplan-page.module.css';
import { useFloatingBar } from '#src/pages/buildplan/use-floating-bar.ts';
import { BuilderSummary, type BuilderSummaryProps } from './builder-summary.tsx';
import { t } from '#src/domain/i18n/translate.ts';

export interface BuilderAsideProps {
  summary: BuilderSummaryProps;
  message: string | null;
  busy: boolean;
  onContinue: () => void;
}

/**
 * On a phone the Continue part floats as a bottom bar until its place scrolls in, keeping the
 * price in reach; one button in both layouts, so one click is one request.
 */
export function BuilderAside({ summary, message, busy, onContinue }: BuilderAsideProps) {
  const chosen = summary.pods.length > 0;
  const { slot, floating } = useFloatingBar();
  return (
    <aside className={styles.aside} aria-labelledby="builder-summary-heading">
      <Card className={styles.summaryCard}>
        <h2 id="builder-summary-heading" className={styles.sectionHeading}>
          {t('plan.yourPlan')}
        </h2>
        <BuilderSummary {...summary} />
        <div ref={slot} className={styles.barSlot}>
          <div
            className={`${styles.bar} ${floating ? styles.floating : ''}`}
            data-testid="builder-bar"
            data-floating={floating}
          >
            {message && (
              <p className={styles.message} role="alert">
                {message}
              </p>
            )}
            <p className={styles.barTotal} data-testid="builder-bar-total" aria-hidden="true">
              {chosen ? (
                <>
                  <span>{t('builder.bar.total')}</span>{' '}
                  <strong>{formatMoney(summary.summary.total, summary.moneyFormat)}</strong>
                </>
              ) : (
                t('builder.bar.empty')
              )}
            </p>
            <LoadingButton
              state={busy ? 'loading' : 'content'}
              loadingText={t('builder.saving')}
              variant="primary"
              size="lg"
              fullWidth
              onClick={onContinue}
            >
              {t('builder.continue')}
            </LoadingButton>
          </div>
        </div>
      </Card>
    </aside>
  );
}
