import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import type { DialogAction, PlanAction } from '#src/pages/autoship-manage/plan-action.ts';
import { CancelPlanDialog } from './cancel-plan-dialog.tsx';
import { PlanDialogs } from './plan-dialogs.tsx';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';

interface ActionCopy {
  title: Key;
  body: Key;
  confirm: Key;
  busy: Key;
  variant: 'primary' | 'danger';
}

// Delete asks more (a reason, pause instead): CancelPlanDialog.
const COPY: Record<Exclude<PlanAction, 'delete'>, ActionCopy> = {
  pause: {
    title: 'manage.pause.title',
    body: 'manage.pause.body',
    confirm: 'manage.pause',
    busy: 'manage.pause.busy',
    variant: 'primary',
  },
};

/** The item editor's code, loaded through this chunk (lazy-plan-dialogs.tsx says why). */
export async function loadItemsEditor() {
  return (await import('#src/pages/autoship-manage/items-edit/items-editor.tsx')).ItemsEditor;
}

export interface ConfirmPlanActionDialogProps {
  /** The action waiting for confirmation, or a plan dialog's name (plan-dialogs.tsx); null when closed. */
  action: DialogAction | null;
  /**
   * True while the confirmed call runs: the confirm button shows its progress and ignores
   * clicks; the shopper can still close the dialog, the call goes on.
   */
  busy: boolean;
  onConfirm: (action: PlanAction) => void;
  onClose: () => void;
}

export function ConfirmPlanActionDialog(props: ConfirmPlanActionDialogProps) {
  const { action, busy, onConfirm, onClose } = props;
  const copy = action === 'pause' ? COPY[action] : null;
  return (
    <>
      <PlanDialogs open={action} onClose={onClose} />
      <CancelPlanDialog
        open={action === 'delete'}
        busy={busy}
        onConfirm={onConfirm}
        onClose={onClose}
      />
      <PauseDialog copy={copy} {...props} />
    </>
  );
}

function PauseDialog({
  copy,
  action,
  busy,
  onConfirm,
  onClose,
}: ConfirmPlanActionDialogProps & { copy: ActionCopy | null }) {
  return (
    <Dialog
      open={copy !== null}
      onClose={onClose}
      title={copy ? t(copy.title) : undefined}
      size="sm"
      footer={
        copy &&
        action === 'pause' && (
          // The dialog's footer stacks these on phones and lines them up on the right above.
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('manage.keepPlan')}
            </Button>
            <LoadingButton
              variant={copy.variant}
              state={busy ? 'loading' : 'content'}
              loadingText={t(copy.busy)}
              onClick={() => onConfirm(action)}
            >
              {t(copy.confirm)}
            </LoadingButton>
          </>
        )
      }
    >
      {copy && <p>{t(copy.body)}</p>}
    </Dialog>
  );
}
