import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import type { BuilderProduct } from '#src/domain/plan/builder-product.ts';
import styles from '#src/pages/buildplan/buildplan-page.module.css';
import { GiftPicker } from './gift-picker.tsx';

export interface GiftSectionProps {
  /** The gifts and devices that loaded. */
  gifts: readonly BuilderProduct[];
  loading: boolean;
  value: number | null;
  onChange: (variantId: number) => void;
  moneyFormat: string;
  disabled: boolean;
}

/**
 * The plan's gift (spec section 2): the picker, its placeholder while the gifts load, or, when
 * none could be loaded, a note that checkout still adds it, so the shopper is not held back.
 */
export function GiftSection({
  gifts,
  loading,
  value,
  onChange,
  moneyFormat,
  disabled,
}: GiftSectionProps) {
  return (
    <section className={styles.section} aria-label="Gift">
      {gifts.length > 0 ? (
        <GiftPicker
          gifts={gifts}
          value={value}
          onChange={onChange}
          moneyFormat={moneyFormat}
          disabled={disabled}
        />
      ) : loading ? (
        <SkeletonLines lines={2} label="Loading your gift" />
      ) : (
        <p className={styles.unavailable}>
          Your free gift could not be loaded. You can still continue; it is added when you pay.
        </p>
      )}
    </section>
  );
}
