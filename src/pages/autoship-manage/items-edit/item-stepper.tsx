import styles from './items-editor.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface ItemStepperProps {
  /** What is counted, for the accessible names: 'Classic Tobacco, 2 pods'. */
  itemName: string;
  value: number;
  onChange: (next: number) => void;
  disabled?: boolean;
}

/**
 * − n + for one line, as the builder's: + never disables at a limit, the domain refuses with a
 * reason the editor shows. − stops at 1: Remove is the separate, named way to take a line out.
 */
export function ItemStepper({ itemName, value, onChange, disabled }: ItemStepperProps) {
  return (
    <div
      className={styles.stepper}
      role="group"
      aria-label={t('itemsEdit.quantityOf', { item: itemName })}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={t('itemsEdit.oneLess', { item: itemName })}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`${itemName}: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t('itemsEdit.oneMore', { item: itemName })}
        onClick={() => onChange(value + 1)}
        disabled={disabled}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
