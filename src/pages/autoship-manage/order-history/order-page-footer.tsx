import { failureCauseSentence } from '#src/api/failure-message.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { useOrderPage } from './use-order-page.ts';
import styles from './order-history.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface OrderPageFooterProps {
  /** The last page asked for. */
  pageNum: number;
  onShowMore: () => void;
}

/**
 * Under the list, what the last page asked for says: loading, its failure in our words (never
 * the server's msg) with a retry of that page, the empty history, or "Show more".
 */
export function OrderPageFooter({ pageNum, onShowMore }: OrderPageFooterProps) {
  const { query, orders, more } = useOrderPage(pageNum);
  const first = pageNum === 1;
  if (query.isPending) {
    return first ? (
      <SkeletonLines lines={3} label={t('history.loading')} />
    ) : (
      <Button variant="secondary" className={styles.more} disabled aria-busy>
        {t('history.loadingMore')}
      </Button>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.failure}>
        <p role="alert">
          {t(first ? 'history.loadFailed' : 'history.moreFailed')}{' '}
          {failureCauseSentence(query.error)}
        </p>
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-busy={query.isFetching}
        >
          {query.isFetching ? t('common.retrying') : t('common.retry')}
        </Button>
      </div>
    );
  }
  if (first && orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('history.empty')}</p>
        <p>{t('history.empty.text')}</p>
      </div>
    );
  }
  return more ? (
    <Button variant="secondary" className={styles.more} onClick={onShowMore}>
      {t('history.showMore')}
    </Button>
  ) : null;
}
