import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import styles from './plan-actions.module.css';
import { t } from '#src/domain/i18n/en/manage.ts';

export interface PlanActionsProps {
  view: PlanView;
  onChangePlan: () => void;
  onPause: () => void;
  onDelete: () => void;
  /** Opens the next-delivery dialog (skip, ship now, another date). */
  onNextDelivery: () => void;
}

/** Change plan, the next delivery and pause (active plans only) and delete (spec section 2). */
export function PlanActions({
  view,
  onChangePlan,
  onPause,
  onDelete,
  onNextDelivery,
}: PlanActionsProps) {
  return (
    <Card title={t('manage.actions')}>
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={onChangePlan}>
          {t('manage.changePlan')}
        </Button>
        {view.state === 'active' && (
          <>
            <Button variant="secondary" fullWidth onClick={onNextDelivery}>
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
    </Card>
  );
}
