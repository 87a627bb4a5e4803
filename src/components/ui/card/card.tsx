import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** Optional h2; when given, the card is a region labelled by it. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A white panel on the page canvas: the plan panel, the price summary, the address block. */
export function Card({ title, children, className }: CardProps) {
  const titleId = useId();
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
