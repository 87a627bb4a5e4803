import type { GiftVariant, PlanVariant } from '#src/domain/plan/plan-display.ts';
import type { PriceSummary } from '#src/domain/pricing/price-summary.ts';
import { toPlanItemView } from '#src/features/plan/plan-item-view.ts';
import { PlanItems } from '#src/features/plan/plan-items.tsx';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import styles from './builder-summary.module.css';
import { t, tPlural } from '#src/domain/i18n/translate.ts';

export interface BuilderSummaryProps {
  pods: readonly PlanVariant[];
  gifts: readonly GiftVariant[];
  summary: PriceSummary;
  packs: number;
  daySpan: number;
  moneyFormat: string;
}

/** The running summary: the chosen lines, the gift, and the price lines of the review page. */
export function BuilderSummary({
  pods,
  gifts,
  summary,
  packs,
  daySpan,
  moneyFormat,
}: BuilderSummaryProps) {
  return (
    <div className={styles.summary} data-testid="builder-summary">
      <p className={styles.overview} aria-live="polite">
        {packs === 0
          ? t('builder.nothingChosen')
          : tPlural('builder.packsEvery', packs, { days: daySpan })}
      </p>
      {pods.length > 0 && (
        <PlanItems
          items={pods.map((pod) => toPlanItemView(pod, pod.productTitle, `${pod.variantId}`))}
          gifts={gifts.map((gift) => toPlanItemView(gift, gift.product_title, `${gift.variantId}`))}
          moneyFormat={moneyFormat}
        />
      )}
      {/* Nothing chosen: no price to show. The gift alone would make a saving of its worth on a
          total of nothing, a figure no delivery will ever have. */}
      {pods.length > 0 ? (
        <PriceSummaryLines summary={summary} moneyFormat={moneyFormat} />
      ) : (
        <p className={styles.empty}>{t('builder.choosePack')}</p>
      )}
    </div>
  );
}
