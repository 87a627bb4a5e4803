import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import type { PlanView } from '#src/features/plan/plan-view.ts';
import { dateProblem, newDateRange, type DateProblem } from './new-date.ts';
import { useNextDelivery, type DeliveryAction } from './use-next-delivery.ts';
import styles from './next-delivery.module.css';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';
import formControl from '#src/components/ui/form-control/form-control.module.css';

const PROBLEM: Record<DateProblem, Key> = {
  empty: 'nextDelivery.date.empty',
  past: 'nextDelivery.date.past',
  tooLate: 'nextDelivery.date.tooLate',
};

export interface NextDeliveryDialogProps {
  /** The active plan whose next delivery changes; null while the dialog is closed. */
  view: PlanView | null;
  /** Also called once the page shows the server's answer: focus returns to the opener. */
  onClose: () => void;
}

/**
 * Skip the next delivery, ship it now, or move it to a day from today to one interval on. The
 * date is checked here first (the backend checks it again): a refused date says why and keeps
 * what was typed.
 */
export function NextDeliveryDialog({ view, onClose }: NextDeliveryDialogProps) {
  const flow = useNextDelivery(view?.plan ?? null);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<DateProblem | null>(null);
  const fieldId = useId();
  const messageId = useId();
  const range = newDateRange(new Date(), view?.daySpan ?? 30);

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
    <Dialog open={view !== null} onClose={onClose} title={t('nextDelivery.title')} size="sm">
      {view && (
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
          <div className={styles.option}>
            <LoadingButton
              variant="secondary"
              fullWidth
              disabled={flow.running !== null}
              state={state('shipNow')}
              loadingText={t('nextDelivery.shipNow.busy')}
              onClick={() => act('shipNow')}
            >
              {t('nextDelivery.shipNow')}
            </LoadingButton>
            <p className={styles.text}>{t('nextDelivery.shipNow.text', { days: view.daySpan })}</p>
          </div>
          <form className={styles.form} onSubmit={submit} noValidate>
            <label className={formControl.label} htmlFor={fieldId}>
              {t('nextDelivery.date')}
            </label>
            <input
              id={fieldId}
              className={`${formControl.control} ${styles.control}`}
              type="date"
              min={range.min}
              max={range.max}
              value={date}
              aria-invalid={problem !== null}
              aria-describedby={messageId}
              onChange={(event) => setDate(event.target.value)}
            />
            <p id={messageId} className={problem ? styles.error : styles.text} role="status">
              {problem
                ? t(PROBLEM[problem], { first: range.first, last: range.last })
                : t('nextDelivery.date.hint', { first: range.first, last: range.last })}
            </p>
            <LoadingButton
              type="submit"
              variant="primary"
              fullWidth
              disabled={flow.running !== null}
              state={state('date')}
              loadingText={t('nextDelivery.date.busy')}
            >
              {t('nextDelivery.date.submit')}
            </LoadingButton>
          </form>
        </div>
      )}
    </Dialog>
  );
}
