import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import styles from '#src/pages/buildplan/buildplan-page.module.css';
import {
  PodProductCard,
  PodProductCardPlaceholder,
  type PodProductCardProps,
} from './pod-product-card.tsx';
import { t, tPlural } from '#src/domain/i18n/translate.ts';

export interface PodSectionProps {
  /** In store-context order. */
  entries: StoreProducts['all'];
  loading: boolean;
  card: Omit<PodProductCardProps, 'product'>;
  /** Names a pod that could not be loaded. */
  cachedTitleOf: (productId: number) => string | null;
  /** Offered for removal. */
  unknownLines: readonly string[];
  onRemoveUnknownLines: () => void;
}

/** Spec section 2: a pod that failed to load is said in its place, so the others stay choosable. */
export function PodSection({
  entries,
  loading,
  card,
  cachedTitleOf,
  unknownLines,
  onRemoveUnknownLines,
}: PodSectionProps) {
  return (
    <section aria-labelledby="builder-pods-heading" className={styles.section}>
      <h2 id="builder-pods-heading" className={styles.sectionHeading}>
        {t('builder.pods')}
      </h2>
      {entries.length === 0 ? (
        <p>{t('builder.noPods')}</p>
      ) : (
        <ul className={styles.products} aria-busy={loading}>
          {entries.map((entry) => {
            if (entry.status === 'ready') {
              return <PodProductCard key={entry.productId} product={entry.product} {...card} />;
            }
            if (entry.status === 'loading') {
              return <PodProductCardPlaceholder key={entry.productId} />;
            }
            const title = cachedTitleOf(entry.productId);
            return (
              <li
                key={entry.productId}
                className={styles.unavailable}
                data-testid="builder-product-unavailable"
              >
                {title ? t('builder.unavailable', { title }) : t('builder.unavailableUnnamed')}
              </li>
            );
          })}
        </ul>
      )}
      {unknownLines.length > 0 && (
        <div className={styles.notice} role="status">
          <p>{tPlural('builder.unknownLines', unknownLines.length)}</p>
          <button type="button" className={styles.inlineButton} onClick={onRemoveUnknownLines}>
            {tPlural('builder.removeUnknown', unknownLines.length)}
          </button>
        </div>
      )}
    </section>
  );
}
