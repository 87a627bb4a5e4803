import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import alertStyles from './alert-card.module.css';
import styles from './plan-load-error.module.css';

export interface PlanLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Spec section 8 for this page: a failed plan query is said plainly, with a retry, never blank. */
export function PlanLoadError({ onRetry, retrying }: PlanLoadErrorProps) {
  return (
    <Card className={styles.card}>
      <div role="alert" className={alertStyles.message}>
        <h2 className={alertStyles.title}>We couldn’t load your autoship plan</h2>
        <p className={alertStyles.text}>
          Something went wrong on our side. Your plan is safe and nothing has changed — please try
          again in a moment.
        </p>
      </div>
      <div>
        <Button variant="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    </Card>
  );
}
