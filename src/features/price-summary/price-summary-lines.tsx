import { formatMoney } from '#src/domain/money/format-money.ts';
import type { PriceSummary } from '#src/domain/pricing/price-summary.ts';
import styles from './price-summary-lines.module.css';

export interface PriceSummaryLinesProps {
  /** The domain's summary (`src/domain/pricing`), in cents. */
  summary: PriceSummary;
  /** The store's money format (store context `moneyFormat`). */
  moneyFormat: string;
  /**
   * 'per-delivery': what one delivery costs and the saving (the account page);
   * 'full': subtotal, saving and total (the review page and the builder).
   */
  layout: 'per-delivery' | 'full';
}

/** The price lines of spec section 9's price summary, laid out for the page that shows them. */
export function PriceSummaryLines({ summary, moneyFormat, layout }: PriceSummaryLinesProps) {
  const money = (cents: number) => formatMoney(cents, moneyFormat);
  if (layout === 'per-delivery') {
    return (
      <dl className={styles.lines}>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>Per delivery</dt>
          <dd data-testid="plan-total">{money(summary.total)}</dd>
        </div>
        {summary.saving > 0 && (
          <div className={`${styles.line} ${styles.saving}`}>
            <dt>You save</dt>
            <dd>{money(summary.saving)}</dd>
          </div>
        )}
      </dl>
    );
  }
  return (
    <dl className={styles.lines} data-testid="price-summary">
      <div className={styles.line}>
        <dt>Subtotal</dt>
        <dd data-testid="price-subtotal">{money(summary.subtotal)}</dd>
      </div>
      {summary.saving !== 0 && (
        <div className={`${styles.line} ${styles.saving}`}>
          <dt>{summary.saving > 0 ? 'You save' : 'Extra'}</dt>
          <dd data-testid="price-saving">
            {summary.saving > 0 ? '−' : '+'}
            {money(Math.abs(summary.saving))}
          </dd>
        </div>
      )}
      <div className={`${styles.line} ${styles.total} ${styles.grand}`}>
        <dt>Total per delivery</dt>
        <dd data-testid="price-total">{money(summary.total)}</dd>
      </div>
    </dl>
  );
}
