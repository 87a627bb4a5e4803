import { loginUrlWithReturnTo } from '#src/api/login-redirect.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import alertStyles from './alert-card.module.css';
import styles from './forbidden-notice.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * A 403 right after login already sent the shopper there for one: another
 * redirect would loop, so say plainly that this account cannot manage a plan here, and offer the
 * ways out: the store, or signing in with another account.
 */
export function ForbiddenNotice() {
  return (
    <Card className={styles.card}>
      <div role="alert" className={alertStyles.message}>
        <h2 className={alertStyles.title}>{t('manage.forbidden')}</h2>
        <p className={alertStyles.text}>{t('manage.forbidden.text')}</p>
      </div>
      <p className={styles.links}>
        <a href={loginUrlWithReturnTo()}>{t('manage.forbidden.otherAccount')}</a>
        <a href="/">{t('manage.forbidden.store')}</a>
      </p>
    </Card>
  );
}
