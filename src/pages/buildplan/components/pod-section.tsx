import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import styles from '#src/pages/buildplan/buildplan-page.module.css';
import {
  PodProductCard,
  PodProductCardPlaceholder,
  type PodProductCardProps,
} from './pod-product-card.tsx';

export interface PodSectionProps {
  /** The pods in store-context order, each loading, ready or unavailable. */
  entries: StoreProducts['all'];
  loading: boolean;
  /** What every pod's card is given besides its product. */
  card: Omit<PodProductCardProps, 'product'>;
  /** The product's title as the cached plan spelt it, to name a pod that could not be loaded. */
  cachedTitleOf: (productId: number) => string | null;
  /** Lines of the plan no loaded pod offers (`unknownLines`), offered for removal. */
  unknownLines: readonly string[];
  onRemoveUnknownLines: () => void;
}

/**
 * 'Choose your pods' (spec section 2): a card per pod, a placeholder while it loads, and a pod
 * that could not be loaded said in its place, so the others can still be chosen.
 */
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
        Choose your pods
      </h2>
      {entries.length === 0 ? (
        <p>This store offers no pods for autoship right now.</p>
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
                {title ? `${title} is` : 'One of our flavours is'} unavailable right now. Please try
                again later.
              </li>
            );
          })}
        </ul>
      )}
      {unknownLines.length > 0 && (
        <div className={styles.notice} role="status">
          <p>
            {unknownLines.length === 1
              ? 'One item of your plan could not be loaded.'
              : `${unknownLines.length} items of your plan could not be loaded.`}
          </p>
          <button type="button" className={styles.inlineButton} onClick={onRemoveUnknownLines}>
            Remove {unknownLines.length === 1 ? 'it' : 'them'} from the plan
          </button>
        </div>
      )}
    </section>
  );
}
