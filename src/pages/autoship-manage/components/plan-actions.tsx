import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import styles from './plan-actions.module.css';

export interface PlanActionsProps {
  view: PlanView;
  onChangePlan: () => void;
  onPause: () => void;
  onDelete: () => void;
}

/** Change plan, pause (active plans only) and delete (spec section 2). */
export function PlanActions({ view, onChangePlan, onPause, onDelete }: PlanActionsProps) {
  return (
    <Card title="Manage your plan">
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={onChangePlan}>
          Change plan
        </Button>
        {view.state === 'active' && (
          <Button variant="secondary" fullWidth onClick={onPause}>
            Pause plan
          </Button>
        )}
        <Button variant="link" className={styles.delete} onClick={onDelete}>
          Delete plan
        </Button>
      </div>
    </Card>
  );
}
