import { useEffect, useRef } from 'react';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import styles from './items-editor.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * Said when a save found the plan changed since the editor opened: what happened, and what the
 * plan holds now (its items and gifts), so the other change is seen before this one replaces it.
 * Focus moves here, as the rows below have changed under the shopper.
 */
export function ChangedElsewhereNotice({ view }: { view: PlanView }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [view]);
  return (
    <div ref={notice} className={styles.notice} role="alert" tabIndex={-1}>
      <p>{t('itemsEdit.changedElsewhere')}</p>
      <p>{t('itemsEdit.nowHolds')}</p>
      <ul className={styles.nowHolds}>
        {view.items.map((row) => (
          <li key={row.key}>
            {row.subtitle ? `${row.title}, ${row.subtitle}` : row.title} —{' '}
            {t('plan.qty', { count: row.quantity })}
          </li>
        ))}
        {/* A gift is named by its product, as the plan's list names it (plan-items.tsx). */}
        {view.gifts.map((row) => (
          <li key={row.key}>
            {row.productName && row.productName !== row.title
              ? `${row.productName}, ${row.title}`
              : row.title}{' '}
            — {t('plan.qty', { count: row.quantity })}
          </li>
        ))}
      </ul>
    </div>
  );
}
