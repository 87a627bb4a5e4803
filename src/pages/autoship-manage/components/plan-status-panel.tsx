import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import styles from './plan-status.module.css';

export const PLAN_STATUS_HEADING_ID = 'plan-status-heading';

const PILL: Record<PlanView['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  draft: 'Awaiting payment',
};

const HEADING: Record<PlanView['state'], string> = {
  active: 'Your autoship is active',
  paused: 'Your autoship is paused',
  draft: 'Your plan is waiting for payment',
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
        <span className={styles.pill}>{PILL[view.state]}</span>
        <h2 id={PLAN_STATUS_HEADING_ID} className={styles.heading} tabIndex={-1}>
          {HEADING[view.state]}
        </h2>
      </div>
      {view.state === 'active' && (
        <p className={styles.text}>
          {view.nextPayDate ? (
            <>
              Your next order is placed on <strong>{view.nextPayDate}</strong>, then every{' '}
              {view.daySpan} days.
            </>
          ) : (
            <>Your order is placed every {view.daySpan} days.</>
          )}
        </p>
      )}
      {view.state === 'paused' && (
        <>
          <p className={styles.text}>
            We won’t place orders or charge you until you restart. Your items and address are kept.
          </p>
          <p className={styles.echo} data-testid="paused-address-echo">
            <span className={styles.echoLabel}>Deliveries resume to</span>{' '}
            <span>{addressLine || 'no shipping address yet'}</span>
          </p>
          {restart && <div className={styles.action}>{restart}</div>}
        </>
      )}
      {view.state === 'draft' && (
        <>
          <p className={styles.text}>
            Your plan is saved but not paid yet. Complete checkout to start your deliveries —
            nothing is sent or charged until then.
          </p>
          <div className={styles.action}>
            <Link to={APP_PATHS.review} className={buttonClassName({ variant: 'primary' })}>
              Complete payment
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
