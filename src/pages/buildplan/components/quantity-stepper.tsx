import styles from './quantity-stepper.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface QuantityStepperProps {
  /** For the accessible names: 'Classic Tobacco Pods, 2 pods'. */
  itemName: string;
  value: number;
  onChange: (next: number) => void;
  disabled?: boolean;
}

/**
 * Never disabled at a limit: the domain refuses with a reason shown (a greyed button explains
 * nothing).
 */
export function QuantityStepper({ itemName, value, onChange, disabled }: QuantityStepperProps) {
  return (
    <div
      className={styles.stepper}
      role="group"
      aria-label={t('builder.quantityOf', { item: itemName })}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={t('builder.oneLess', { item: itemName })}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value === 0}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`${itemName}: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t('builder.oneMore', { item: itemName })}
        onClick={() => onChange(value + 1)}
        disabled={disabled}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
