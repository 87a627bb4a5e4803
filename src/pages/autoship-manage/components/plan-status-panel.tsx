import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import styles from './plan-status.module.css';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';

export const PLAN_STATUS_HEADING_ID = 'plan-status-heading';

const PILL: Record<PlanView['state'], Key> = {
  active: 'manage.pill.active',
  paused: 'manage.pill.paused',
  draft: 'manage.pill.draft',
};

const HEADING: Record<PlanView['state'], Key> = {
  active: 'manage.status.active',
  paused: 'manage.status.paused',
  draft: 'manage.status.draft',
};

export interface PlanStatusPanelProps {
  view: PlanView;
  /** The address line echoed in the paused notice ('' while unknown). */
  addressLine: string;
  /** The desktop restart button, shown in the paused notice. */
  restart?: ReactNode;
}

/**
 * The top of the plan panel: the plan's state in words, what it means and what to do next.
 * Its heading takes focus after pause and restart, so keyboard and screen-reader users land on
 * the news instead of on a button that no longer exists.
 */
export function PlanStatusPanel({ view, addressLine, restart }: PlanStatusPanelProps) {
  return (
    <section
      className={styles.status}
      data-state={view.state}
      aria-labelledby={PLAN_STATUS_HEADING_ID}
      data-testid="plan-status"
    >
      <div className={styles.top}>
        <span className={styles.pill}>{t(PILL[view.state])}</span>
        <h2 id={PLAN_STATUS_HEADING_ID} className={styles.heading} tabIndex={-1}>
          {t(HEADING[view.state])}
        </h2>
      </div>
      {view.state === 'active' && (
        <p className={styles.text}>
          {view.nextPayDate ? (
            <>
              {t('manage.nextOrderBefore')} <strong>{view.nextPayDate}</strong>
              {t('manage.nextOrderAfter', { days: view.daySpan })}
            </>
          ) : (
            <>{t('manage.orderEvery', { days: view.daySpan })}</>
          )}
        </p>
      )}
      {view.state === 'paused' && (
        <>
          <p className={styles.text}>{t('manage.pausedText')}</p>
          <p className={styles.echo} data-testid="paused-address-echo">
            <span className={styles.echoLabel}>{t('manage.resumeTo')}</span>{' '}
            <span>{addressLine || t('manage.resumeToNone')}</span>
          </p>
          {restart && <div className={styles.action}>{restart}</div>}
        </>
      )}
      {view.state === 'draft' && (
        <>
          <p className={styles.text}>{t('manage.draftText')}</p>
          <div className={styles.action}>
            <Link to={APP_PATHS.review} className={buttonClassName({ variant: 'primary' })}>
              {t('manage.completePayment')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
