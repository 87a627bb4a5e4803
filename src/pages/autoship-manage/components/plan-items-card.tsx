import { Card } from '../../../components/ui/card/card.tsx';
import { DEFAULT_AUTOSHIP_CONFIG } from '../../../domain/pricing/autoship-config.ts';
import { standardPriceSummary } from '../../../domain/pricing/price-summary.ts';
import { PlanItems } from '../../../features/plan/plan-items.tsx';
import type { PlanView } from '../../../features/plan/plan-view.ts';
import { PriceSummaryLines } from '../../../features/price-summary/price-summary-lines.tsx';
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
      <PriceSummaryLines summary={summary} moneyFormat={moneyFormat} layout="per-delivery" />
    </Card>
  );
}
