import { loginUrlWithReturnTo } from '#src/api/login-redirect.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import { ACCOUNT_FORBIDDEN } from '#src/domain/messages.ts';
import alertStyles from './alert-card.module.css';
import styles from './forbidden-notice.module.css';

/**
 * A 403 right after login already sent the shopper there for one: another
 * redirect would loop, so say plainly that this account cannot manage a plan here, and offer the
 * ways out: the store, or signing in with another account.
 */
export function ForbiddenNotice() {
  return (
    <Card className={styles.card}>
      <div role="alert" className={alertStyles.message}>
        <h2 className={alertStyles.title}>{ACCOUNT_FORBIDDEN}</h2>
        <p className={alertStyles.text}>
          You’re signed in, but this account doesn’t have access to autoship in this store. If you
          have another account, sign in with it; otherwise please contact customer service.
        </p>
      </div>
      <p className={styles.links}>
        <a href={loginUrlWithReturnTo()}>Sign in with another account</a>
        <a href="/">Back to the store</a>
      </p>
    </Card>
  );
}
