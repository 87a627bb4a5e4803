import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import styles from '#src/pages/buildplan/buildplan-page.module.css';
import { GiftPicker, type GiftPickerProps } from './gift-picker.tsx';
import { t } from '#src/domain/i18n/translate.ts';

export interface GiftSectionProps extends GiftPickerProps {
  loading: boolean;
}

/** Spec section 2; when no gift loads, a note that checkout still adds it. */
export function GiftSection({ loading, ...picker }: GiftSectionProps) {
  return (
    <section className={styles.section} aria-label={t('builder.gift')}>
      {picker.gifts.length > 0 ? (
        <GiftPicker {...picker} />
      ) : loading ? (
        <SkeletonLines lines={2} label={t('plan.giftLoading')} />
      ) : (
        <p className={styles.unavailable}>{t('builder.gift.unavailable')}</p>
      )}
    </section>
  );
}
