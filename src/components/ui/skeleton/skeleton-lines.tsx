import styles from './skeleton.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface SkeletonLinesProps {
  lines?: number;
  /** Announced while shown. */
  label?: string;
  className?: string;
}

/**
 * Static (no timer); the spec's 500 ms page skeleton shows these while `useSkeletonVisible()`
 * (decision 011).
 */
export function SkeletonLines({
  lines = 3,
  label = t('common.loading'),
  className,
}: SkeletonLinesProps) {
  return (
    <div
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      role="status"
      aria-busy="true"
      data-testid="skeleton"
    >
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
