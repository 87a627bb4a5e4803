import { failureCauseSentence } from '#src/api/failure-message.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import alertStyles from './alert-card.module.css';
import styles from './plan-load-error.module.css';
import { t } from '#src/domain/i18n/translate.ts';

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
        <h2 className={alertStyles.title}>{t('manage.loadFailed')}</h2>
        <p className={alertStyles.text}>
          {failureCauseSentence(error)} {t('manage.loadFailed.safe')}
        </p>
      </div>
      <div>
        <Button variant="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? t('common.retrying') : t('common.retry')}
        </Button>
      </div>
    </Card>
  );
}
