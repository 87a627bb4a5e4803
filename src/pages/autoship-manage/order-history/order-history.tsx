import { useState } from 'react';
import { OrderPageFooter } from './order-page-footer.tsx';
import { OrderPageRows } from './order-list.tsx';
import { useOrderPage } from './use-order-page.ts';
import styles from './order-history.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * "Past deliveries" once opened: the shopper's orders from queryOrders (the storefront's proposed
 * answer, openapi.yaml), newest first, a page at a time. Each page is its own query; the footer
 * reads the last one.
 */
export function OrderHistory() {
  const [pageCount, setPageCount] = useState(1);
  const pageNums = Array.from({ length: pageCount }, (_, index) => index + 1);
  const { orders } = useOrderPage(1);
  return (
    <div className={styles.history}>
      {orders.length > 0 && (
        <ol className={styles.list} aria-label={t('history.list')}>
          {pageNums.map((pageNum) => (
            <OrderPageRows key={pageNum} pageNum={pageNum} />
          ))}
        </ol>
      )}
      <OrderPageFooter
        pageNum={pageCount}
        // One press, one page: a second press before the next page is asked for changes nothing.
        onShowMore={() => setPageCount((count) => (count === pageCount ? count + 1 : count))}
      />
    </div>
  );
}
