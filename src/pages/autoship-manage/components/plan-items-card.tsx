import { Card } from '#src/components/ui/card/card.tsx';
import { DEFAULT_AUTOSHIP_CONFIG } from '#src/domain/pricing/autoship-config.ts';
import { standardPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { PlanItems } from '#src/features/plan/plan-items.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
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
