import type { ComponentType } from 'react';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { toPlanView, type PlanView } from '#src/features/plan/plan-view.ts';
import { NextDeliveryDialog } from '#src/pages/autoship-manage/next-delivery/next-delivery-dialog.tsx';

interface PlanDialogProps {
  /** The plan the page shows while this dialog is open; null while it is closed. */
  view: PlanView | null;
  /** Also called once the page shows the server's answer: focus returns to the opener. */
  onClose: () => void;
}

/**
 * The account page's dialogs that change the plan by themselves (pause and delete are the page's
 * confirmations), opened by a button's `onAsk('<name>')`. They ride in the page's one lazily loaded
 * dialog (decision 048): none of their code is in the page's first download. A new one is one
 * entry here; its name is then a `DialogAction` (plan-action.ts).
 */
export const PLAN_DIALOGS = {
  nextDelivery: ({ view, onClose }) => (
    <NextDeliveryDialog view={view?.state === 'active' ? view : null} onClose={onClose} />
  ),
} satisfies Record<string, ComponentType<PlanDialogProps>>;

export type PlanDialogName = keyof typeof PLAN_DIALOGS;

/** Every entry, mounted once with the page's dialog, the one named by `open` shown. */
export function PlanDialogs({ open, onClose }: { open: string | null; onClose: () => void }) {
  // The page's plan as it is: this reader never asks for it again (the page does).
  const view = toPlanView(useAutoShipPlanQuery({ enabled: false }).data);
  return Object.entries(PLAN_DIALOGS).map(
    ([name, Dialog]: [string, ComponentType<PlanDialogProps>]) => (
      <Dialog key={name} view={open === name ? view : null} onClose={onClose} />
    ),
  );
}
