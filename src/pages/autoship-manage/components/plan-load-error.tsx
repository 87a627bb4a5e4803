import { FAILURE_CAUSE_SENTENCES, failureCause } from '#src/api/failure-message.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import alertStyles from './alert-card.module.css';
import styles from './plan-load-error.module.css';

export interface PlanLoadErrorProps {
  /** The plan query's failure: the text names its cause. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Spec section 8 for this page: a failed plan query is said plainly, with a retry, never blank. */
export function PlanLoadError({ error, onRetry, retrying }: PlanLoadErrorProps) {
  return (
    <Card className={styles.card}>
      <div role="alert" className={alertStyles.message}>
        <h2 className={alertStyles.title}>We couldn’t load your autoship plan</h2>
        <p className={alertStyles.text}>
          {FAILURE_CAUSE_SENTENCES[failureCause(error)]} Your plan is safe and nothing has changed.
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
