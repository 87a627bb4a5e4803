import { useState } from 'react';
import { Card } from '#src/components/ui/card/card.tsx';
import { OrderHistory } from './order-history.tsx';
import styles from './order-history.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * "Past deliveries", closed under the plan. Opened once, the history asks for its first page and
 * stays (closing only hides it), so reopening asks nothing again.
 */
export function PastDeliveries() {
  const [opened, setOpened] = useState(false);
  return (
    <Card className={styles.card}>
      <details onToggle={() => setOpened(true)}>
        <summary className={styles.summary}>{t('history.heading')}</summary>
        {opened && <OrderHistory />}
      </details>
    </Card>
  );
}
