import { useQueryClient } from '@tanstack/react-query';
import { Activity, useState } from 'react';
import { useLocation } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useSkeletonVisible } from '#src/components/ui/skeleton/skeleton.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { NO_PLAN_HEADING_ID } from './components/no-plan-heading.ts';
import { ForbiddenNotice } from './components/forbidden-notice.tsx';
import { NoPlanView } from './components/no-plan-view.tsx';
import { PlanLoadError } from './components/plan-load-error.tsx';
import { LazyConfirmPlanActionDialog } from './components/lazy-plan-dialogs.tsx';
import { SigningInNotice } from './components/signing-in-notice.tsx';
import { CHANGE_ADDRESS_BUTTON_ID } from './components/plan-details.tsx';
import { PlanOverview } from './components/plan-overview.tsx';
import { PLAN_STATUS_HEADING_ID } from './components/plan-status-panel.tsx';
import { usePageLoadTracking, trackAccountEvent, ACCOUNT_EVENTS } from './manage-tracking.ts';
import { AddressEditSlot } from './address-edit/address-edit-slot.tsx';
import { PastDeliveriesSlot } from './order-history/past-deliveries-slot.tsx';
import { prefetchAddressPanel } from './address-edit/address-panel-loader.ts';
import { useAddressLine } from './hooks/use-address-line.ts';
import { useAddressPanelPrefetch } from './hooks/use-address-panel-prefetch.ts';
import { useFocusNext } from './hooks/use-focus-next.ts';
import { usePlanActionFlow } from './hooks/use-plan-action-flow.ts';
import { usePlanGoneNotice } from './hooks/use-plan-gone-notice.ts';
import { useRestartFlow } from './hooks/use-restart-flow.ts';
import { cachePlanForBuilder, forgetCachedPlan } from './plan-storage.ts';
import { toPlanView } from '#src/features/plan/plan-view.ts';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * /pages/autoship-manage (spec section 2, 'Account page parts'): the plan a subscriber comes back
 * to. Everything the page shows is what the server says now: every action ends by reloading the
 * plan query, never by patching it locally.
 */
export function AutoshipManagePage() {
  const { moneyFormat } = getStoreContext();
  const [, navigate] = useLocation();
  usePageLoadTracking();

  // Queries never toast (src/api/query-hook-options.ts): the failure is said on the page, with a retry.
  const planQuery = useAutoShipPlanQuery();
  const skeletonVisible = useSkeletonVisible();
  const view = toPlanView(planQuery.data);
  const planId = view?.planId ?? 0;
  const [editingAddress, setEditingAddress] = useState(false);
  const queryClient = useQueryClient();

  useAddressPanelPrefetch(view !== null && !skeletonVisible);

  const focusNext = useFocusNext();
  const actions = usePlanActionFlow({
    plan: view?.plan ?? null,
    onConfirm: (action) =>
      trackAccountEvent(action === 'pause' ? ACCOUNT_EVENTS.pause : ACCOUNT_EVENTS.delete, {
        planId,
      }),
    onDeleted: forgetCachedPlan,
    onDone: (action) => focusNext(action === 'pause' ? PLAN_STATUS_HEADING_ID : NO_PLAN_HEADING_ID),
  });
  usePlanGoneNotice(planId, actions.running === 'delete');
  const restart = useRestartFlow(view?.plan ?? null, {
    onStart: () => trackAccountEvent(ACCOUNT_EVENTS.restart, { planId }),
    onRestarted: () => focusNext(PLAN_STATUS_HEADING_ID),
  });
  const address = useAddressLine(view);

  function changePlan() {
    if (!view) return;
    trackAccountEvent(ACCOUNT_EVENTS.changePlan, { planId });
    cachePlanForBuilder(view.display);
    navigate(APP_PATHS.buildPlan);
  }

  function closeAddressEditor() {
    setEditingAddress(false);
    focusNext(CHANGE_ADDRESS_BUTTON_ID);
  }

  let content;
  if (planQuery.isPending) {
    content = <SkeletonLines lines={6} label={t('manage.loading')} />;
  } else if (planQuery.isError && planQuery.data === undefined) {
    content =
      planQuery.error.kind === 'unauthorized' ? (
        <SigningInNotice />
      ) : planQuery.error.kind === 'forbidden' ? (
        <ForbiddenNotice />
      ) : (
        <PlanLoadError
          error={planQuery.error}
          onRetry={() => void planQuery.refetch()}
          retrying={planQuery.isFetching}
        />
      );
  } else if (!view) {
    content = <NoPlanView />;
  } else if (editingAddress) {
    content = (
      <AddressEditSlot
        plan={view.plan}
        current={address.address}
        onCancel={closeAddressEditor}
        onSaved={closeAddressEditor}
      />
    );
  } else {
    content = (
      <PlanOverview
        view={view}
        address={address}
        restart={restart}
        moneyFormat={moneyFormat}
        actions={{
          onChangePlan: changePlan,
          onChangeAddress: () => setEditingAddress(true),
          onIntentToChangeAddress: () => prefetchAddressPanel(queryClient),
          onAsk: actions.ask,
        }}
      />
    );
  }

  return (
    // Spec section 2: back text only while the plan is active (the nav bar hides it on desktop).
    <PageFrame
      heading={t('manage.heading')}
      {...footerTopProps()}
      showBackText={view?.state === 'active'}
      // While the address panel is open, back closes it rather than leaving what was typed.
      onBack={editingAddress ? closeAddressEditor : undefined}
      // A first visit (or a fresh tab): back stays in the app, on the page about autoship.
      backTo={APP_PATHS.program}
    >
      {skeletonVisible && !planQuery.isPending && (
        <SkeletonLines lines={6} label={t('manage.loading')} />
      )}
      {/* An answer that arrives before the spec's 500 ms is rendered at once, hidden
          (no effects, no tracking, out of the accessibility tree), so removing the skeleton
          only reveals it instead of rendering the whole plan in that frame. */}
      <Activity mode={skeletonVisible && !planQuery.isPending ? 'hidden' : 'visible'}>
        {content}
        {view && <PastDeliveriesSlot />}
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
