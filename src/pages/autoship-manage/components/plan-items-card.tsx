import { Card } from '../../../components/ui/card/card.tsx';
import { formatMoney } from '../../../domain/money/format-money.ts';
import { DEFAULT_AUTOSHIP_CONFIG } from '../../../domain/pricing/autoship-config.ts';
import { standardPriceSummary } from '../../../domain/pricing/price-summary.ts';
import type { PlanView } from '../plan-view.ts';
import { PlanItems } from './plan-items.tsx';
import styles from './plan-items-card.module.css';

export interface PlanItemsCardProps {
  view: PlanView;
  moneyFormat: string;
}

/** The plan's items and gifts, with what one delivery costs. */
export function PlanItemsCard({ view, moneyFormat }: PlanItemsCardProps) {
  const summary = standardPriceSummary(
    Object.values(view.display.pods),
    view.display.gifts,
    DEFAULT_AUTOSHIP_CONFIG,
  );
  return (
    <Card title="In every delivery" className={styles.card}>
      <PlanItems items={view.items} gifts={view.gifts} moneyFormat={moneyFormat} />
      <dl className={styles.total}>
        <div className={styles.line}>
          <dt>Per delivery</dt>
          <dd data-testid="plan-total">{formatMoney(summary.total, moneyFormat)}</dd>
        </div>
        {summary.saving > 0 && (
          <div className={`${styles.line} ${styles.saving}`}>
            <dt>You save</dt>
            <dd>{formatMoney(summary.saving, moneyFormat)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
