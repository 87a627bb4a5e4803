import styles from './skeleton.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface SkeletonLinesProps {
  /** How many grey bars to draw. */
  lines?: number;
  /** Announced to assistive technology while the placeholder is shown. */
  label?: string;
  className?: string;
}

/**
 * A static placeholder (no timer): use it for a query's loading state. The spec's page-level
 * placeholder that goes after 500 ms is these lines shown while `useSkeletonVisible()` is true
 * (skeleton.tsx; docs/decisions/011).
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
