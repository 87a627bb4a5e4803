import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { ReactNode } from 'react';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { useGuestPlanChoice, type GuestPlanDecision } from './use-guest-plan-choice.ts';
import styles from './review-page.module.css';
import { t, tPlural } from '#src/domain/i18n/translate.ts';

function packCount(display: PlanDisplayData): number {
  return Object.values(display.pods).reduce((total, pod) => total + pod.num, 0);
}

function describe(display: PlanDisplayData): string {
  const packs = packCount(display);
  return tPlural('review.guest.packs', packs, { days: display.daySpan });
}

export interface GuestPlanChoiceProps {
  built: PlanDisplayData;
  account: PlanDisplayData;
  onChoose: (decision: GuestPlanDecision) => void;
}

/** The choice itself, shown in place of the review until the shopper answers. */
export function GuestPlanChoice({ built, account, onChoose }: GuestPlanChoiceProps) {
  return (
    <Card title={t('review.guest.title')}>
      <div role="group" aria-label={t('review.guest.title')} className={styles.problem}>
        <p>{t('review.guest.text')}</p>
        <ul>
          <li data-testid="guest-plan-built">
            {t('review.guest.built', { plan: describe(built) })}
          </li>
          <li data-testid="guest-plan-account">
            {t('review.guest.account', { plan: describe(account) })}
          </li>
        </ul>
        <Button variant="primary" onClick={() => onChoose('built')}>
          {t('review.guest.keepBuilt')}
        </Button>
        <Button variant="secondary" onClick={() => onChoose('account')}>
          {t('review.guest.keepAccount')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * For a shopper who built a plan as a visitor and just signed in (spec sections 1, 6): the choice
 * in place of the review while there is one to make, the review itself once there is none.
 */
export function GuestPlanGate({
  children,
  ...input
}: Parameters<typeof useGuestPlanChoice>[0] & { children: ReactNode }) {
  const { open, choose } = useGuestPlanChoice(input);
  if (!open) return children;
  return <GuestPlanChoice built={open.built} account={open.account} onChoose={choose} />;
}
