import { formatMoney } from '#src/domain/money/format-money.ts';
import { priceLineLabel } from '#src/domain/portal-messages.ts';
import type { PriceBreakdown, PriceLine } from '#src/domain/pricing/price-breakdown.ts';
import type { PriceSummary } from '#src/domain/pricing/price-summary.ts';
import styles from './price-summary-lines.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface PriceSummaryLinesProps {
  /** The plan's summary in cents; with its lines (`price-breakdown.ts`) when known. */
  summary: PriceSummary | PriceBreakdown;
  /** The store's money format (store context `moneyFormat`). */
  moneyFormat: string;
}

function hasLines(summary: PriceSummary | PriceBreakdown): summary is PriceBreakdown {
  return 'charges' in summary && 'deductions' in summary;
}

/**
 * Spec section 9's price summary, the same on every page: the charges that make the subtotal,
 * what comes off it, the total, and the saving; so the lines on screen add up to the total.
 */
export function PriceSummaryLines({ summary, moneyFormat }: PriceSummaryLinesProps) {
  const money = (cents: number) => formatMoney(cents, moneyFormat);
  const lines = hasLines(summary) ? summary : null;
  const row = (line: PriceLine, sign: '' | '−' | '+') => (
    <div
      key={line.kind}
      className={`${styles.line} ${sign === '' ? '' : styles.deduction}`}
      data-price-line={sign === '' ? 'charge' : 'deduction'}
      data-testid={`price-line-${line.kind}`}
    >
      <dt>{priceLineLabel(line)}</dt>
      <dd>
        {sign}
        {money(Math.abs(line.cents))}
      </dd>
    </div>
  );
  // One charge is the subtotal itself: the subtotal line says it.
  const showCharges = lines !== null && lines.charges.length > 1;
  return (
    <dl className={styles.lines} data-testid="price-summary">
      {showCharges && lines.charges.map((line) => row(line, ''))}
      <div className={`${styles.line} ${showCharges ? styles.subtotal : ''}`}>
        <dt>{t('price.subtotal')}</dt>
        <dd data-testid="price-subtotal">{money(summary.subtotal)}</dd>
      </div>
      {lines?.deductions.map((line) => row(line, line.cents >= 0 ? '−' : '+'))}
      {lines === null && summary.saving !== 0 && (
        <div className={`${styles.line} ${styles.saving}`}>
          <dt>{summary.saving > 0 ? t('price.youSave') : t('price.extra')}</dt>
          <dd data-testid="price-saving">
            {summary.saving > 0 ? '−' : '+'}
            {money(Math.abs(summary.saving))}
          </dd>
        </div>
      )}
      <div className={`${styles.line} ${styles.total} ${styles.grand}`}>
        <dt>{t('price.total')}</dt>
        <dd data-testid="price-total">{money(summary.total)}</dd>
      </div>
      {lines !== null && summary.saving > 0 && (
        <div className={`${styles.line} ${styles.saving}`}>
          <dt>{t('price.youSave')}</dt>
          <dd data-testid="price-saving">{money(summary.saving)}</dd>
        </div>
      )}
    </dl>
  );
}
