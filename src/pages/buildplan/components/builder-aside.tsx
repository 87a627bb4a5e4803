import { Card } from '#src/components/ui/card/card.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import styles from '#src/pages/buildplan/buildplan-page.module.css';
import { BuilderSummary, type BuilderSummaryProps } from './builder-summary.tsx';

export interface BuilderAsideProps {
  summary: BuilderSummaryProps;
  /** What stopped the last change or 'Continue', said beside the button, or null. */
  message: string | null;
  busy: boolean;
  onContinue: () => void;
}

/** 'Your plan' beside the choices: the running summary, what went wrong, and 'Continue to review'. */
export function BuilderAside({ summary, message, busy, onContinue }: BuilderAsideProps) {
  return (
    <aside className={styles.aside} aria-labelledby="builder-summary-heading">
      <Card className={styles.summaryCard}>
        <h2 id="builder-summary-heading" className={styles.sectionHeading}>
          Your plan
        </h2>
        <BuilderSummary {...summary} />
        {message && (
          <p className={styles.message} role="alert">
            {message}
          </p>
        )}
        <LoadingButton
          state={busy ? 'loading' : 'content'}
          loadingText="Saving your plan…"
          variant="primary"
          size="lg"
          fullWidth
          onClick={onContinue}
        >
          Continue to review
        </LoadingButton>
      </Card>
    </aside>
  );
}
