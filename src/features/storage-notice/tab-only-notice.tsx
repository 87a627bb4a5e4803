import { useSyncExternalStore } from 'react';
import {
  isKeptInTabOnly,
  STORAGE_KEYS,
  subscribeToTabCopies,
} from '#src/domain/storage/local-storage.ts';
import styles from './tab-only-notice.module.css';
import { t } from '#src/domain/i18n/translate.ts';

const planKeptInTab = () =>
  isKeptInTabOnly(STORAGE_KEYS.planData) || isKeptInTabOnly(STORAGE_KEYS.productData);

/**
 * The builder's and review page's plan is kept in this tab only, its storage full or refused
 * (spec section 8's local-storage path, local-storage.ts): said while it holds, with what it means.
 */
export function TabOnlyNotice() {
  const keptInTab = useSyncExternalStore(subscribeToTabCopies, planKeptInTab, () => false);
  if (!keptInTab) return null;
  return (
    <p className={styles.notice} role="status" data-testid="tab-only-notice">
      {t('storage.keptInTab')}
    </p>
  );
}
