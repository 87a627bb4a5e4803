import styles from './interval-selector.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface IntervalSelectorProps {
  options: readonly number[];
  /** The chosen interval in days. */
  value: number;
  onChange: (daySpan: number) => void;
  disabled?: boolean;
  /** The pay-date line under the choices (dd/mm/yyyy), or '' while unknown. */
  payDate?: string;
  /** Without a label there is no pay-date line (the builder: the review page shows it). */
  payDateLabel?: string;
  /** Said in place of the date when it could not be worked out (never an old date instead). */
  payDateProblem?: string | null;
}

/**
 * Spec sections 2 and 4: the 30/45/60-day choice and the pay-date line it moves. Shared by the
 * review page and the plan builder.
 */
export function IntervalSelector({
  options,
  value,
  onChange,
  disabled = false,
  payDate,
  payDateLabel,
  payDateProblem,
}: IntervalSelectorProps) {
  return (
    <div className={styles.wrapper}>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{t('interval.legend')}</legend>
        <div className={styles.options}>
          {options.map((days) => (
            <label key={days} className={styles.option}>
              <input
                type="radio"
                name="interval"
                value={days}
                checked={days === value}
                onChange={() => onChange(days)}
                className={styles.radio}
              />
              <span className={styles.optionText}>{t('common.days', { days })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {payDateLabel && (
        <p className={styles.payDate} data-testid="pay-date" aria-live="polite">
          {payDateLabel}:{' '}
          {payDateProblem ? (
            <span role="alert">{payDateProblem}</span>
          ) : (
            <strong>{payDate || '—'}</strong>
          )}
        </p>
      )}
    </div>
  );
}
