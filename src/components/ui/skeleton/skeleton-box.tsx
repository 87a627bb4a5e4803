import styles from './skeleton.module.css';

export interface SkeletonBoxProps {
  /** The size of what will stand here, in CSS pixels, so nothing moves when it arrives. */
  width: number;
  height: number;
  shape?: 'rounded' | 'pill';
}

/** A grey box holding the place of a picture or a control while its data loads (decorative). */
export function SkeletonBox({ width, height, shape = 'rounded' }: SkeletonBoxProps) {
  return (
    <span
      className={`${styles.box} ${shape === 'pill' ? styles.pill : ''}`}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
