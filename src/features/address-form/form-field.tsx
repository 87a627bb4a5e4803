import type { ReactNode } from 'react';
import styles from './address-form.module.css';
import formControl from '#src/components/ui/form-control/form-control.module.css';

export interface FormFieldProps {
  id: string;
  label: string;
  /** The inline error of spec section 5, or null. */
  error: string | null;
  /** Half-width on wider screens (names, city, postal code, province). */
  half?: boolean;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control and inline error, wired together for assistive technology. */
export function FormField({ id, label, error, half = false, hint, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={[formControl.field, styles.field, half && styles.half].filter(Boolean).join(' ')}
    >
      <label htmlFor={id} className={formControl.label}>
        {label}
      </label>
      {children(describedBy || undefined)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2M8 11v.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
