import { failureMessage } from '#src/api/failure-message.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import styles from '#src/pages/review/review-page.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/** Spec section 8: the cached plan the page needs is missing; the builder opens after 3 s. */
export function CacheMissingNotice() {
  return (
    <Card>
      <p role="alert" className={styles.notice}>
        {t('catalogue.localCacheInvalid')}
      </p>
      <p className={styles.muted}>{t('review.backToBuilder')}</p>
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
        <p>{failureMessage('failure.what.loadPlan', error)}</p>
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {t('common.retry')}
        </Button>
      </div>
    </Card>
  );
}
