import { getStoreContext } from '#src/api/store-context.ts';
import type { Order } from '#src/api/schema-types.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import { formatMoney } from '#src/domain/money/format-money.ts';
import { useOrderPage } from './use-order-page.ts';
import styles from './order-history.module.css';
import { t } from '#src/domain/i18n/translate.ts';

type OrderLine = Order['items'][number];

const STATUS_KEYS = {
  paid: 'history.status.paid',
  shipped: 'history.status.shipped',
  delivered: 'history.status.delivered',
  cancelled: 'history.status.cancelled',
  refunded: 'history.status.refunded',
} as const satisfies Record<Order['status'], string>;

/** '2 × Classic Tobacco Pods (2 pods)': the store's name as text, its pack from the options. */
function lineText(line: OrderLine): string {
  const pack = line.options?.split(',,')[0]?.trim();
  const name = displayName(line.productTitle);
  return t('history.item', { count: line.variantNum, name: pack ? `${name} (${pack})` : name });
}

/** The page's deliveries as rows of the history's list: date (spec: dd/mm/yyyy), status, items, total. */
export function OrderPageRows({ pageNum }: { pageNum: number }) {
  const { moneyFormat } = getStoreContext();
  const { orders } = useOrderPage(pageNum);
  return orders.map((order) => (
    <li key={order.orderNo} className={styles.order} data-testid="past-delivery">
      <p className={styles.head}>
        <time dateTime={order.paidAt} className={styles.date}>
          {editModePayDate(order.paidAt) ?? ''}
        </time>
        <span className={styles.status} data-status={order.status}>
          {t(STATUS_KEYS[order.status])}
        </span>
      </p>
      <p className={styles.number}>{t('history.order', { orderNo: order.orderNo })}</p>
      <ul className={styles.items}>
        {order.items.map((line, index) => (
          <li key={index}>
            {lineText(line)}
            {line.isGift === 1 && <span className={styles.gift}> · {t('history.gift')}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        {t('history.total')} <strong>{formatMoney(order.total, moneyFormat)}</strong>
      </p>
    </li>
  ));
}
