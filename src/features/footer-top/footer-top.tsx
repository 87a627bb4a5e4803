import type { ReactNode } from 'react';
import { getStoreContext } from '#src/api/store-context.ts';
import styles from './footer-top.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/** What every autoship page promises above the store's footer: only what the product does. */
function FooterTop() {
  return (
    <ul className={styles.promises} aria-label={t('footer.label')}>
      <li>
        <strong>{t('plan.gifts')}</strong>
        <span>{t('footer.gifts')}</span>
      </li>
      <li>
        <strong>{t('footer.change')}</strong>
        <span>{t('footer.change.text')}</span>
      </li>
      <li>
        <strong>{t('footer.payment')}</strong>
        <span>{t('footer.payment.text')}</span>
      </li>
    </ul>
  );
}

/**
 * Spec section 2: the footer-top block of every page, which the theme can hide (store context
 * `hideFooterTop`, for a theme that shows its own). Spread into a `PageFrame`.
 */
export function footerTopProps(): { footerTop: ReactNode; hideFooterTop: boolean } {
  return { footerTop: <FooterTop />, hideFooterTop: getStoreContext().hideFooterTop };
}
