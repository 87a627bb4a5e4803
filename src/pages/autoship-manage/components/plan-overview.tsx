import { useIsDesktop } from '#src/components/ui/device-flag/use-is-desktop.ts';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import type { PlanAddress } from '#src/pages/autoship-manage/hooks/use-address-line.ts';
import type { RestartFlow } from '#src/pages/autoship-manage/hooks/use-restart-flow.ts';
import { PlanActions, type PlanActionsProps } from './plan-actions.tsx';
import { PlanDetails, type PlanDetailsProps } from './plan-details.tsx';
import { PlanItemsCard } from './plan-items-card.tsx';
import { PlanStatusPanel } from './plan-status-panel.tsx';
import { RestartButtonDesktop, RestartButtonMobile } from './restart-button.tsx';
import styles from './plan-overview.module.css';

/** What the shopper can do from the overview: the address button's and the plan actions'. */
export type PlanOverviewActions = Pick<
  PlanDetailsProps,
  'onChangeAddress' | 'onIntentToChangeAddress'
> &
  Omit<PlanActionsProps, 'view'>;

export interface PlanOverviewProps {
  view: PlanView;
  address: PlanAddress;
  restart: RestartFlow;
  moneyFormat: string;
  actions: PlanOverviewActions;
}

/**
 * A plan on the account page (spec section 2, 'Account page parts'): its status (with restart
 * when paused: inline on desktop, full width on mobile), its items, its details and its actions.
 */
export function PlanOverview({ view, address, restart, moneyFormat, actions }: PlanOverviewProps) {
  const isDesktop = useIsDesktop();
  const { onChangeAddress, onIntentToChangeAddress, ...planActions } = actions;
  const paused = view.state === 'paused';
  return (
    <div className={styles.plan}>
      <PlanStatusPanel
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
          <PlanActions view={view} {...planActions} />
        </div>
      </div>
    </div>
  );
}
