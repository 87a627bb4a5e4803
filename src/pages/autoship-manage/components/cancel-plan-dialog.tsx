import { useEffect, useRef, useState } from 'react';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { trackEvent } from '#src/api/tracking.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import {
  CANCEL_REASON_STEP,
  cancelReasonDetails,
  type CancelOutcome,
} from '#src/domain/tracking/cancel-reason.ts';
import { toPlanView } from '#src/features/plan/plan-view.ts';
import { useNextDelivery } from '#src/pages/autoship-manage/next-delivery/use-next-delivery.ts';
import type { PlanAction } from '#src/pages/autoship-manage/plan-action.ts';
import {
  CancelReasonFields,
  NO_CANCEL_ANSWER,
  type CancelAnswer,
} from './cancel-reason-fields.tsx';
import styles from './cancel-plan-dialog.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface CancelPlanDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: (action: PlanAction) => void;
  onClose: () => void;
}

/**
 * Spec section 4's delete, asked with care (docs/portal.md): the same confirmation and terminate
 * call, with an optional reason and, for an active plan, 'Pause instead' (the pause flow itself)
 * and 'Skip the next delivery instead' (the next-delivery dialog's skip). The reason goes as one
 * tracking event when the shopper acts, with what they did.
 */
export function CancelPlanDialog(props: CancelPlanDialogProps) {
  const { open, busy, onConfirm, onClose } = props;
  // The plan as the page shows it, read from the cache, never asked for again (a failed plan
  // would be asked again by a new reader): its id for the event, and whether it is active (spec
  // section 4: only an active plan pauses).
  const view = toPlanView(useAutoShipPlanQuery({ enabled: false }).data);
  const planId = view?.planId ?? 0;
  const canPause = view?.state === 'active';
  const [answer, setAnswer] = useState<CancelAnswer>(NO_CANCEL_ANSWER);
  const [running, setRunning] = useState<PlanAction | null>(null);
  // The skip's request, answer and failure toast are the next-delivery dialog's own.
  const skip = useNextDelivery(view?.plan ?? null);
  const locked = busy || skip.running !== null;
  // One action per opening: a second click before the page says busy sends no second event.
  const acted = useRef(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Each opening starts with no answer (the dialog stays mounted between openings).
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    setAnswer(NO_CANCEL_ANSWER);
    setRunning(null);
  }
  useEffect(() => {
    if (!busy || !open) acted.current = false;
  }, [busy, open]);

  function track(outcome: CancelOutcome) {
    trackEvent(
      CANCEL_REASON_STEP,
      cancelReasonDetails(planId, answer.reason, answer.other, outcome),
    );
  }

  function act(action: PlanAction) {
    if (locked || acted.current) return;
    acted.current = true;
    track(action);
    setRunning(action);
    onConfirm(action);
  }

  function skipInstead() {
    if (locked || acted.current) return;
    const started = skip.start('skip');
    if (!started) return;
    acted.current = true;
    track('skip');
    // Done: the page shows the server's date. Failed: the toast says why; the dialog and the
    // answer stay for another try.
    void started.then((outcome) => {
      acted.current = false;
      if (outcome === 'done' || outcome === 'refused') onClose();
    });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('manage.delete.title')}
      size="sm"
      initialFocusRef={keepRef}
      footer={
        open && (
          // Four choices do not fit one row of a small dialog: with the offers, they stack at
          // every width, as the dialog's footer does on phones.
          <div className={canPause ? styles.stacked : styles.row}>
            <Button ref={keepRef} variant="secondary" fullWidth={canPause} onClick={onClose}>
              {t('manage.keepPlan')}
            </Button>
            {canPause && (
              <LoadingButton
                variant="secondary"
                fullWidth
                state={busy && running === 'pause' ? 'loading' : 'content'}
                disabled={locked}
                loadingText={t('manage.pause.busy')}
                onClick={() => act('pause')}
              >
                {t('cancel.pauseInstead')}
              </LoadingButton>
            )}
            {canPause && (
              <LoadingButton
                variant="secondary"
                fullWidth
                state={skip.running === 'skip' ? 'loading' : 'content'}
                disabled={locked}
                loadingText={t('nextDelivery.skip.busy')}
                onClick={skipInstead}
              >
                {t('cancel.skipInstead')}
              </LoadingButton>
            )}
            <LoadingButton
              variant="danger"
              fullWidth={canPause}
              state={busy && running !== 'pause' ? 'loading' : 'content'}
              disabled={locked}
              loadingText={t('manage.delete.busy')}
              onClick={() => act('delete')}
            >
              {t('manage.delete')}
            </LoadingButton>
          </div>
        )
      }
    >
      {open && (
        <div className={styles.body}>
          <p>{t('manage.delete.body')}</p>
          {canPause && (
            <div className={styles.offer}>
              <p>{t('cancel.pauseOffer')}</p>
              <p>{t('cancel.skipOffer', { days: view.daySpan })}</p>
            </div>
          )}
          <CancelReasonFields value={answer} onChange={setAnswer} disabled={locked} />
        </div>
      )}
    </Dialog>
  );
}
