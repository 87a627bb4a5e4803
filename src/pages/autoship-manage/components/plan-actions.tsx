import { useState } from 'react';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { LazyNextDeliveryDialog } from './rare-plan-parts.tsx';
import styles from './plan-actions.module.css';
import { t } from '#src/domain/i18n/en/manage.ts';

export interface PlanActionsProps {
  view: PlanView;
  onChangePlan: () => void;
  onPause: () => void;
  onDelete: () => void;
}

/** Change plan, the next delivery and pause (active plans only) and delete (spec section 2). */
export function PlanActions({ view, onChangePlan, onPause, onDelete }: PlanActionsProps) {
  const [nextDelivery, setNextDelivery] = useState(false);
  return (
    <Card title={t('manage.actions')}>
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={onChangePlan}>
          {t('manage.changePlan')}
        </Button>
        {view.state === 'active' && (
          <>
            <Button variant="secondary" fullWidth onClick={() => setNextDelivery(true)}>
              {t('manage.nextDelivery')}
            </Button>
            <Button variant="secondary" fullWidth onClick={onPause}>
              {t('manage.pause')}
            </Button>
          </>
        )}
        <Button variant="link" className={styles.delete} onClick={onDelete}>
          {t('manage.delete')}
        </Button>
      </div>
      <LazyNextDeliveryDialog
        view={nextDelivery && view.state === 'active' ? view : null}
        onClose={() => setNextDelivery(false)}
      />
    </Card>
  );
}
