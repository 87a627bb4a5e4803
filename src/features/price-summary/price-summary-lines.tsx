import { formatMoney } from '#src/domain/money/format-money.ts';
import type { PriceSummary } from '#src/domain/pricing/price-summary.ts';
import styles from './price-summary-lines.module.css';

export interface PriceSummaryLinesProps {
  /** The plan's summary (`plan-price-summary.ts`), in cents. */
  summary: PriceSummary;
  /** The store's money format (store context `moneyFormat`). */
  moneyFormat: string;
}

/**
 * The price lines of spec section 9's price summary: subtotal, saving and total, the same lines
 * on the account page, the review page and the builder.
 */
export function PriceSummaryLines({ summary, moneyFormat }: PriceSummaryLinesProps) {
  const money = (cents: number) => formatMoney(cents, moneyFormat);
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
