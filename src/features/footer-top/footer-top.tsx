import type { ReactNode } from 'react';
import { getStoreContext } from '#src/api/store-context.ts';
import styles from './footer-top.module.css';

/** What every autoship page promises above the store's footer: only what the product does. */
function FooterTop() {
  return (
    <ul className={styles.promises} aria-label="Autoship promises">
      <li>
        <strong>Free gifts in every delivery</strong>
        <span>Chosen when you build your plan.</span>
      </li>
      <li>
        <strong>Change or pause any time</strong>
        <span>Items, interval and address, from your autoship account.</span>
      </li>
      <li>
        <strong>Secure payment</strong>
        <span>You pay on our payment provider’s secure page.</span>
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
