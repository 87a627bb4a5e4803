import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { DialogOpener } from '#src/components/ui/dialog/dialog-opener.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import type { DialogAction } from '#src/pages/autoship-manage/plan-action.ts';
import { loadPlanDialogs } from './lazy-plan-dialogs.tsx';
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
            <DialogOpener
              variant="secondary"
              fullWidth
              load={loadPlanDialogs}
              onOpen={() => onAsk('nextDelivery')}
            >
              {t('manage.nextDelivery')}
            </DialogOpener>
            <DialogOpener
              variant="secondary"
              fullWidth
              load={loadPlanDialogs}
              onOpen={() => onAsk('pause')}
            >
              {t('manage.pause')}
            </DialogOpener>
          </>
        )}
        <DialogOpener
          variant="link"
          className={styles.delete}
          load={loadPlanDialogs}
          onOpen={() => onAsk('delete')}
        >
          {t('manage.delete')}
        </DialogOpener>
      </div>
    </Card>
  );
}
