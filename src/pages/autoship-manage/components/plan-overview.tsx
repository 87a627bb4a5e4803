import { useIsDesktop } from '#src/components/ui/device-flag/use-is-desktop.ts';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import type { PlanAddress } from '#src/pages/autoship-manage/hooks/use-address-line.ts';
import type { RestartFlow } from '#src/pages/autoship-manage/hooks/use-restart-flow.ts';
import { PlanActions } from './plan-actions.tsx';
import { PlanDetails } from './plan-details.tsx';
import { PlanItemsCard } from './plan-items-card.tsx';
import { PlanStatus } from './plan-status.tsx';
import { RestartButtonDesktop, RestartButtonMobile } from './restart-button.tsx';
import styles from './plan-overview.module.css';

export interface PlanOverviewProps {
  view: PlanView;
  address: PlanAddress;
  restart: RestartFlow;
  moneyFormat: string;
  onChangePlan: () => void;
  onChangeAddress: () => void;
  onIntentToChangeAddress: () => void;
  onPause: () => void;
  onDelete: () => void;
}

/**
 * A plan on the account page (spec section 2, 'Account page parts'): its status (with restart
 * when paused: inline on desktop, full width on mobile), its items, its details and its actions.
 */
export function PlanOverview({
  view,
  address,
  restart,
  moneyFormat,
  onChangePlan,
  onChangeAddress,
  onIntentToChangeAddress,
  onPause,
  onDelete,
}: PlanOverviewProps) {
  const isDesktop = useIsDesktop();
  const paused = view.state === 'paused';
  return (
    <div className={styles.plan}>
      <PlanStatus
        view={view}
        addressLine={address.line.kind === 'shown' ? address.line.line : ''}
        restart={
          !paused ? undefined : isDesktop ? (
            <RestartButtonDesktop state={restart.state} onRestart={restart.restart} />
          ) : (
            <RestartButtonMobile state={restart.state} onRestart={restart.restart} />
          )
        }
      />
      <div className={styles.columns}>
        <PlanItemsCard view={view} moneyFormat={moneyFormat} />
        <div className={styles.side}>
          <PlanDetails
            view={view}
            address={address.line}
            onChangeAddress={onChangeAddress}
            onIntentToChangeAddress={onIntentToChangeAddress}
          />
          <PlanActions
            view={view}
            onChangePlan={onChangePlan}
            onPause={onPause}
            onDelete={onDelete}
          />
        </div>
      </div>
    </div>
  );
}
