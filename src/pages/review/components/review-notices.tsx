import { failureMessage } from '#src/api/failure-message.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { LOCAL_CACHE_INVALID } from '#src/domain/messages.ts';
import styles from '#src/pages/review/review-page.module.css';

/** Spec section 8: the cached plan the page needs is missing; the builder opens after 3 s. */
export function CacheMissingNotice() {
  return (
    <Card>
      <p role="alert" className={styles.notice}>
        {LOCAL_CACHE_INVALID}
      </p>
      <p className={styles.muted}>Taking you back to the plan builder…</p>
    </Card>
  );
}

export interface PlanLoadProblemProps {
  /** The plan query's failure: the text names its cause. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The plan query failed and there is no cached plan to show instead: said, with a retry. */
export function PlanLoadProblem({ error, onRetry, retrying }: PlanLoadProblemProps) {
  return (
    <Card>
      <div role="alert" className={styles.problem}>
        <p>{failureMessage('load your plan', error)}</p>
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      </div>
    </Card>
  );
}
