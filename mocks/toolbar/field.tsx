/** A labelled control whose accessible name is its label alone (not the select's current option). */
import { useId, type ReactElement } from 'react';
import styles from './toolbar.module.css';

export function Field({ label, children }: { label: string; children(id: string): ReactElement }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
