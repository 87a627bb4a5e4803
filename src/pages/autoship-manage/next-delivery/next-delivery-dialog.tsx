import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { dateProblem, newDateRange, type DateProblem } from './new-date.ts';
import { NewDateForm } from './new-date-form.tsx';
import { ShipNowConfirm } from './ship-now-confirm.tsx';
import { useNextDelivery, type DeliveryAction } from './use-next-delivery.ts';
import styles from './next-delivery.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface NextDeliveryDialogProps {
  /** The active plan whose next delivery changes; null while the dialog is closed. */
  view: PlanView | null;
  /** Also called once the page shows the server's answer: focus returns to the opener. */
  onClose: () => void;
}

/**
 * Skip the next delivery, move it to a day from today to one interval on, or ship it now (after a
 * confirmation: ShipNowConfirm). The date is checked here first (the backend checks it again): a
 * refused date says why and keeps what was typed.
 */
export function NextDeliveryDialog({ view, onClose }: NextDeliveryDialogProps) {
  const flow = useNextDelivery(view?.plan ?? null);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<DateProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const range = newDateRange(new Date(), view?.daySpan ?? 30);
  // Each opening starts with the choices (the dialog stays mounted between openings).
  if (view === null && confirming) setConfirming(false);
  const shipNowRef = useRef<HTMLButtonElement>(null);
  const backFromConfirm = useRef(false);
  useEffect(() => {
    if (confirming || !backFromConfirm.current) return;
    backFromConfirm.current = false;
    shipNowRef.current?.focus();
  }, [confirming]);

  function act(action: DeliveryAction, value?: string) {
    void flow.start(action, value)?.then((outcome) => {
      if (outcome === 'range') setProblem(value && value < range.min ? 'past' : 'tooLate');
      if (outcome === 'done' || outcome === 'refused') {
        setDate('');
        onClose();
      }
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = dateProblem(date, range);
    setProblem(found);
    if (found === null) act('date', date);
  }

  const state = (action: DeliveryAction) => (flow.running === action ? 'loading' : 'content');
  return (
    <Dialog
      open={view !== null}
      onClose={onClose}
      title={t(confirming ? 'nextDelivery.shipNow.title' : 'nextDelivery.title')}
      size="sm"
      step={confirming ? 'confirm-ship-now' : 'choose'}
    >
      {view && confirming && (
        <ShipNowConfirm
          view={view}
          busy={flow.running === 'shipNow'}
          locked={flow.running !== null}
          onConfirm={() => act('shipNow')}
          onBack={() => {
            backFromConfirm.current = true;
            setConfirming(false);
          }}
        />
      )}
      {view && !confirming && (
        <div className={styles.body}>
          {view.nextPayDate && (
            <p className={styles.text}>{t('nextDelivery.current', { date: view.nextPayDate })}</p>
          )}
          <div className={styles.option}>
            <LoadingButton
              variant="secondary"
              fullWidth
              disabled={flow.running !== null}
              state={state('skip')}
              loadingText={t('nextDelivery.skip.busy')}
              onClick={() => act('skip')}
            >
              {t('nextDelivery.skip')}
            </LoadingButton>
            <p className={styles.text}>{t('nextDelivery.skip.text', { days: view.daySpan })}</p>
          </div>
          <NewDateForm
            range={range}
            date={date}
            onDate={setDate}
            problem={problem}
            state={state('date')}
            disabled={flow.running !== null}
            onSubmit={submit}
          />
          {/* The choice that charges comes last: the middle of the dialog, where its opener
              usually lay, holds none. */}
          <div className={`${styles.option} ${styles.apart}`}>
            <Button
              ref={shipNowRef}
              variant="secondary"
              fullWidth
              disabled={flow.running !== null}
              onClick={() => setConfirming(true)}
            >
              {t('nextDelivery.shipNow')}
            </Button>
            <p className={styles.text}>{t('nextDelivery.shipNow.text', { days: view.daySpan })}</p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
