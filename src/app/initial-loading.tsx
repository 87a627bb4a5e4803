import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import styles from './initial-loading.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/** Shown while the first page's code is still downloading (the router's HydrateFallback). */
export function InitialLoading() {
  return (
    <div className={styles.loading}>
      <SkeletonLines lines={4} label={t('common.loadingPage')} />
    </div>
  );
}
