import { useQueryClient } from '@tanstack/react-query';
import { Activity, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { useIsDesktop } from '#src/components/ui/device-flag/use-is-desktop.ts';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useSkeletonVisible } from '#src/components/ui/skeleton/skeleton.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { NO_PLAN_HEADING_ID } from './components/no-plan-heading.ts';
import {
  LazyConfirmPlanActionDialog,
  LazyForbiddenNotice,
  LazyNoPlanView,
  LazyPlanLoadError,
  LazySigningInNotice,
} from './components/rare-plan-parts.tsx';
import { PlanActions } from './components/plan-actions.tsx';
import { CHANGE_ADDRESS_BUTTON_ID, PlanDetails } from './components/plan-details.tsx';
import { PlanItemsCard } from './components/plan-items-card.tsx';
import { PLAN_STATUS_HEADING_ID, PlanStatus } from './components/plan-status.tsx';
import { RestartButtonDesktop, RestartButtonMobile } from './components/restart-button.tsx';
import { usePageLoadTracking, trackAccountEvent, ACCOUNT_EVENTS } from './manage-tracking.ts';
import {
  loadedAddressPanel,
  loadAddressPanel,
  prefetchAddressPanel,
  prefetchAddressPanelWhenIdle,
} from './address-edit/address-panel-loader.ts';
import { useAddressLine } from './hooks/use-address-line.ts';
import { usePlanActionFlow } from './hooks/use-plan-action-flow.ts';
import { useRestartFlow } from './hooks/use-restart-flow.ts';
import { cachePlanForBuilder, forgetCachedPlan } from './plan-storage.ts';
import { toPlanView } from '#src/features/plan/plan-view.ts';
import styles from './autoship-manage-page.module.css';

// The form, its validation and the postal-code patterns are a chunk of their own, prefetched once
// the page is idle or the shopper points at 'Change address' (address-panel-loader.ts).
const LazyAddressEditPanel = lazy(async () => ({
  default: (await loadAddressPanel()).AddressEditPanel,
}));

/**
 * /pages/autoship-manage (spec section 2, 'Account page parts'): the plan a subscriber comes back
 * to. Everything the page shows is what the server says now: every action ends by reloading the
 * plan query, never by patching it locally.
 */
export function AutoshipManagePage() {
  const { moneyFormat } = getStoreContext();
  const [, navigate] = useLocation();
  const isDesktop = useIsDesktop();
  usePageLoadTracking();

  // Queries never toast (src/api/query-hook-options.ts): the failure is said on the page, with a retry.
  const planQuery = useAutoShipPlanQuery();
  const skeletonVisible = useSkeletonVisible();
  const view = toPlanView(planQuery.data);
  const planId = view?.planId ?? 0;
  const [editingAddress, setEditingAddress] = useState(false);
  const queryClient = useQueryClient();

  // Once a plan is on screen and the browser is idle, get the address form ready to open at once.
  // Not before the skeleton has gone: compiling the country data in an idle moment before 500 ms
  // would hold back the plan's reveal (measured by the bench).
  const planOnScreen = view !== null && !skeletonVisible;
  useEffect(() => {
    if (!planOnScreen) return;
    return prefetchAddressPanelWhenIdle(queryClient);
  }, [planOnScreen, queryClient]);

  // Where focus goes once the next render has put it on the page (after an action or a panel).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const actions = usePlanActionFlow({
    planId,
    onConfirm: (action) =>
      trackAccountEvent(action === 'pause' ? ACCOUNT_EVENTS.pause : ACCOUNT_EVENTS.delete, {
        planId,
      }),
    onDeleted: forgetCachedPlan,
    onDone: (action) => {
      focusNext.current = action === 'pause' ? PLAN_STATUS_HEADING_ID : NO_PLAN_HEADING_ID;
    },
  });
  const restart = useRestartFlow(planId, {
    onStart: () => trackAccountEvent(ACCOUNT_EVENTS.restart, { planId }),
    onRestarted: () => {
      focusNext.current = PLAN_STATUS_HEADING_ID;
    },
  });
  const address = useAddressLine(view);

  function changePlan() {
    if (!view) return;
    trackAccountEvent(ACCOUNT_EVENTS.changePlan, { planId });
    cachePlanForBuilder(view.display);
    navigate(APP_PATHS.buildPlan);
  }

  function openAddressEditor() {
    setEditingAddress(true);
  }

  function closeAddressEditor() {
    setEditingAddress(false);
    focusNext.current = CHANGE_ADDRESS_BUTTON_ID;
  }

  let content;
  if (planQuery.isPending) {
    content = <SkeletonLines lines={6} label="Loading your autoship plan…" />;
  } else if (planQuery.isError && planQuery.data === undefined) {
    content =
      planQuery.error.kind === 'unauthorized' ? (
        <LazySigningInNotice />
      ) : planQuery.error.kind === 'forbidden' ? (
        <LazyForbiddenNotice />
      ) : (
        <LazyPlanLoadError
          error={planQuery.error}
          onRetry={() => void planQuery.refetch()}
          retrying={planQuery.isFetching}
        />
      );
  } else if (!view) {
    content = <LazyNoPlanView />;
  } else if (editingAddress) {
    const panelProps = {
      planId: view.planId,
      current: address.address,
      onCancel: closeAddressEditor,
      onSaved: closeAddressEditor,
    };
    // Already downloaded (prefetched): render it directly, without a Suspense fallback frame.
    const loaded = loadedAddressPanel();
    content = loaded ? (
      <loaded.AddressEditPanel {...panelProps} />
    ) : (
      <Suspense fallback={<SkeletonLines lines={5} label="Loading the address form…" />}>
        <LazyAddressEditPanel {...panelProps} />
      </Suspense>
    );
  } else {
    const paused = view.state === 'paused';
    content = (
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
              onChangeAddress={openAddressEditor}
              onIntentToChangeAddress={() => prefetchAddressPanel(queryClient)}
            />
            <PlanActions
              view={view}
              onChangePlan={changePlan}
              onPause={() => actions.ask('pause')}
              onDelete={() => actions.ask('delete')}
            />
          </div>
        </div>
      </div>
    );
  }

  return (
    // Spec section 2: back text only while the plan is active (the nav bar hides it on desktop).
    <PageFrame
      heading="My autoship"
      {...footerTopProps()}
      showBackText={view?.state === 'active'}
      // While the address panel is open, back closes it rather than leaving what was typed.
      onBack={editingAddress ? closeAddressEditor : undefined}
      // A first visit (or a fresh tab): back stays in the app, on the page about autoship.
      backTo={APP_PATHS.program}
    >
      {skeletonVisible && !planQuery.isPending && (
        <SkeletonLines lines={6} label="Loading your autoship plan…" />
      )}
      {/* An answer that arrives before the spec's 500 ms is rendered at once, hidden
          (no effects, no tracking, out of the accessibility tree), so removing the skeleton
          only reveals it instead of rendering the whole plan in that frame. */}
      <Activity mode={skeletonVisible && !planQuery.isPending ? 'hidden' : 'visible'}>
        {content}
      </Activity>
      <LazyConfirmPlanActionDialog
        action={actions.pending}
        busy={actions.busy}
        onConfirm={actions.confirm}
        onClose={actions.close}
      />
    </PageFrame>
  );
}
