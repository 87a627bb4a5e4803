import { useId, type FormEvent } from 'react';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import type { DateProblem, DateRange } from './new-date.ts';
import styles from './next-delivery.module.css';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';
import formControl from '#src/components/ui/form-control/form-control.module.css';

const PROBLEM: Record<DateProblem, Key> = {
  empty: 'nextDelivery.date.empty',
  past: 'nextDelivery.date.past',
  tooLate: 'nextDelivery.date.tooLate',
};

export interface NewDateFormProps {
  range: DateRange;
  /** The input's YYYY-MM-DD. */
  date: string;
  onDate: (date: string) => void;
  problem: DateProblem | null;
  state: LoadingButtonState;
  disabled: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The next-delivery dialog's own date: the range said beside the field, a refusal in its place. */
export function NewDateForm({
  range,
  date,
  onDate,
  problem,
  state,
  disabled,
  onSubmit,
}: NewDateFormProps) {
  const fieldId = useId();
  const messageId = useId();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        onChange={(event) => onDate(event.target.value)}
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
        disabled={disabled}
        state={state}
        loadingText={t('nextDelivery.date.busy')}
      >
        {t('nextDelivery.date.submit')}
      </LoadingButton>
    </form>
  );
}
