import { Card } from '#src/components/ui/card/card.tsx';
import { PlanItems } from '#src/features/plan/plan-items.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import styles from './plan-items-card.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface PlanItemsCardProps {
  view: PlanView;
  moneyFormat: string;
}

/** The plan's items and gifts, with the same price summary as the review page and the builder. */
export function PlanItemsCard({ view, moneyFormat }: PlanItemsCardProps) {
  const summary = planPriceSummary(Object.values(view.display.pods), view.display.gifts);
  return (
    <Card title={t('manage.inEveryDelivery')} className={styles.card}>
      <PlanItems items={view.items} gifts={view.gifts} moneyFormat={moneyFormat} />
      <PriceSummaryLines summary={summary} moneyFormat={moneyFormat} />
    </Card>
  );
}
