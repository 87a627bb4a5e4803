import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import type { GuestPlanDecision } from './use-guest-plan-choice.ts';
import styles from './review-page.module.css';

function packCount(display: PlanDisplayData): number {
  return Object.values(display.pods).reduce((total, pod) => total + pod.num, 0);
}

function describe(display: PlanDisplayData): string {
  const packs = packCount(display);
  return `${packs} ${packs === 1 ? 'pack' : 'packs'} every ${display.daySpan} days`;
}

export interface GuestPlanChoiceProps {
  built: PlanDisplayData;
  account: PlanDisplayData;
  onChoose: (decision: GuestPlanDecision) => void;
}

/** The choice itself, shown in place of the review until the shopper answers. */
export function GuestPlanChoice({ built, account, onChoose }: GuestPlanChoiceProps) {
  return (
    <Card title="Which plan do you want to keep?">
      <div role="group" aria-label="Which plan do you want to keep?" className={styles.problem}>
        <p>
          You built a plan before signing in, and your account already has one. Only one plan can be
          kept: choose which.
        </p>
        <ul>
          <li data-testid="guest-plan-built">The plan you just built: {describe(built)}</li>
          <li data-testid="guest-plan-account">Your account’s plan: {describe(account)}</li>
        </ul>
        <Button variant="primary" onClick={() => onChoose('built')}>
          Keep the plan I just built
        </Button>
        <Button variant="secondary" onClick={() => onChoose('account')}>
          Keep my account’s plan
        </Button>
      </div>
    </Card>
  );
}
