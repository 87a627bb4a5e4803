import { signInOpenedByTheme } from '#src/api/login-redirect.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import { Spinner } from '#src/components/ui/spinner/spinner.tsx';
import { SIGN_IN_WITH_THEME } from '#src/domain/portal-messages.ts';
import styles from './signing-in-notice.module.css';

/**
 * 401/403: the API client is already sending the shopper to the store's login page (spec
 * section 8). Until the browser leaves, say so rather than show an error. When the theme opened
 * its own sign-in instead (spec section 7), nothing will leave: say where to sign in.
 */
export function SigningInNotice() {
  const byTheme = signInOpenedByTheme();
  return (
    <Card className={byTheme ? styles.still : styles.card}>
      {!byTheme && <Spinner size="md" />}
      <div role="status" className={styles.text}>
        <p className={styles.title}>Please sign in to see your autoship</p>
        <p>{byTheme ? SIGN_IN_WITH_THEME : 'Taking you to the sign-in page…'}</p>
      </div>
    </Card>
  );
}
