import styles from './interval-selector.module.css';

export interface IntervalSelectorProps {
  options: readonly number[];
  /** The chosen interval in days. */
  value: number;
  onChange: (daySpan: number) => void;
  disabled?: boolean;
  /** The pay-date line under the choices (dd/mm/yyyy), or '' while unknown. */
  payDate: string;
  payDateLabel: string;
}

/** Spec sections 2 and 4: the 30/45/60-day choice and the pay-date line it moves. */
export function IntervalSelector({
  options,
  value,
  onChange,
  disabled = false,
  payDate,
  payDateLabel,
}: IntervalSelectorProps) {
  return (
    <div className={styles.wrapper}>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>Deliver every</legend>
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
              <span className={styles.optionText}>{days} days</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className={styles.payDate} data-testid="pay-date" aria-live="polite">
        {payDateLabel}: <strong>{payDate || '—'}</strong>
      </p>
    </div>
  );
}
