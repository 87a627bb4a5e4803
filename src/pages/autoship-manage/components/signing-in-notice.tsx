import { Card } from '#src/components/ui/card/card.tsx';
import { Spinner } from '#src/components/ui/spinner/spinner.tsx';
import styles from './signing-in-notice.module.css';

/**
 * 401/403: the API client is already sending the shopper to the store's login page (spec
 * section 8). Until the browser leaves, say so rather than show an error.
 */
export function SigningInNotice() {
  return (
    <Card className={styles.card}>
      <Spinner size="md" />
      <div role="status" className={styles.text}>
        <p className={styles.title}>Please sign in to see your autoship</p>
        <p>Taking you to the sign-in page…</p>
      </div>
    </Card>
  );
}
