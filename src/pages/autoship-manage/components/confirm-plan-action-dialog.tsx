import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import type { PlanAction } from '#src/pages/autoship-manage/plan-action.ts';

interface ActionCopy {
  title: string;
  body: string;
  confirm: string;
  busy: string;
  variant: 'primary' | 'danger';
}

const COPY: Record<PlanAction, ActionCopy> = {
  pause: {
    title: 'Pause your autoship?',
    body: 'No orders will be placed and you won’t be charged while your plan is paused. Your items and address are kept, and you can restart at any time.',
    confirm: 'Pause plan',
    busy: 'Pausing your plan',
    variant: 'primary',
  },
  delete: {
    title: 'Delete your autoship?',
    body: 'Your plan and its schedule will be removed and no further orders will be placed. This can’t be undone — you would need to build a new plan.',
    confirm: 'Delete plan',
    busy: 'Deleting your plan',
    variant: 'danger',
  },
};

export interface ConfirmPlanActionDialogProps {
  /** The action waiting for confirmation; null when the dialog is closed. */
  action: PlanAction | null;
  /**
   * True while the confirmed call runs: the confirm button shows its progress and ignores
   * clicks; the shopper can still close the dialog, the call goes on.
   */
  busy: boolean;
  onConfirm: (action: PlanAction) => void;
  onClose: () => void;
}

export function ConfirmPlanActionDialog({
  action,
  busy,
  onConfirm,
  onClose,
}: ConfirmPlanActionDialogProps) {
  const copy = action ? COPY[action] : null;
  return (
    <Dialog
      open={copy !== null}
      onClose={onClose}
      title={copy?.title}
      size="sm"
      footer={
        copy &&
        action && (
          // The dialog's footer stacks these on phones and lines them up on the right above.
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep my plan
            </Button>
            <LoadingButton
              variant={copy.variant}
              state={busy ? 'loading' : 'content'}
              loadingText={copy.busy}
              onClick={() => onConfirm(action)}
            >
              {copy.confirm}
            </LoadingButton>
          </>
        )
      }
    >
      {copy && <p>{copy.body}</p>}
    </Dialog>
  );
}
