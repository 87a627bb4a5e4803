import styles from './quantity-stepper.module.css';
import { t, type MessageKey } from '#src/domain/i18n/translate.ts';

/** The accessible names' messages, each with an `{item}` placeholder. */
export interface StepperLabels {
  group: MessageKey;
  less: MessageKey;
  more: MessageKey;
}

export interface QuantityStepperProps {
  /** For the accessible names: 'Classic Tobacco Pods, 2 pods'. */
  itemName: string;
  value: number;
  onChange: (next: number) => void;
  labels: StepperLabels;
  /** The lowest value − reaches (the account's editor: 1, Remove takes a line out). */
  min?: number;
  disabled?: boolean;
}

/**
 * The builder's and the account's − n +. Never disabled at an upper limit: the domain refuses
 * with a reason shown (a greyed button explains nothing).
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { itemName, value, onChange, labels, min = 0, disabled } = props;
  return (
    <div className={styles.stepper} role="group" aria-label={t(labels.group, { item: itemName })}>
      <button
        type="button"
        className={styles.step}
        aria-label={t(labels.less, { item: itemName })}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`${itemName}: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t(labels.more, { item: itemName })}
        onClick={() => onChange(value + 1)}
        disabled={disabled}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
