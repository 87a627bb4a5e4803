import { signInOpenedByTheme } from '#src/api/login-redirect.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import { Spinner } from '#src/components/ui/spinner/spinner.tsx';
import styles from './signing-in-notice.module.css';
import { t } from '#src/domain/i18n/translate.ts';

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
        <p className={styles.title}>{t('manage.signIn')}</p>
        <p>{byTheme ? t('manage.signInWithTheme') : t('manage.signingIn')}</p>
      </div>
    </Card>
  );
}
