import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import type { DialogAction } from '#src/pages/autoship-manage/plan-action.ts';
import styles from './plan-actions.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface PlanActionsProps {
  view: PlanView;
  onChangePlan: () => void;
  /** Opens the page's dialog: pause or delete to confirm, or the next delivery's choices. */
  onAsk: (action: DialogAction) => void;
}

/** Change plan, the next delivery and pause (active plans only) and delete (spec section 2). */
export function PlanActions({ view, onChangePlan, onAsk }: PlanActionsProps) {
  return (
    <Card title={t('manage.actions')}>
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={onChangePlan}>
          {t('manage.changePlan')}
        </Button>
        {view.state === 'active' && (
          <>
            <Button variant="secondary" fullWidth onClick={() => onAsk('nextDelivery')}>
              {t('manage.nextDelivery')}
            </Button>
            <Button variant="secondary" fullWidth onClick={() => onAsk('pause')}>
              {t('manage.pause')}
            </Button>
          </>
        )}
        <Button variant="link" className={styles.delete} onClick={() => onAsk('delete')}>
          {t('manage.delete')}
        </Button>
      </div>
    </Card>
  );
}
