import styles from './choice-list.module.css';

export interface IntervalChoiceProps {
  options: readonly number[];
  value: number;
  onChange: (daySpan: number) => void;
  disabled?: boolean;
}

/** Days between deliveries, from the autoship configuration (30/45/60 by default). */
export function IntervalChoice({ options, value, onChange, disabled }: IntervalChoiceProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Deliver every</legend>
      <div className={`${styles.options} ${styles.inline}`}>
        {options.map((days) => (
          <label key={days} className={`${styles.option} ${styles.compact}`}>
            <input
              type="radio"
              name="interval"
              className={styles.radio}
              value={days}
              checked={days === value}
              onChange={() => onChange(days)}
            />
            <span className={styles.title}>{days} days</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
