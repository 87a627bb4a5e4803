import { useQuery } from '@tanstack/react-query';
import { ordersQueryOptions } from '#src/api/operations/query-orders.ts';
import type { Order } from '#src/api/schema-types.ts';

/** Orders per page asked of queryOrders: more than a year of deliveries every 45 days. */
export const ORDER_PAGE_SIZE = 10;

function newestFirst(a: Order, b: Order): number {
  return (Date.parse(b.paidAt) || 0) - (Date.parse(a.paidAt) || 0);
}

/**
 * One page of the history; the rows, the footer and the list share its query (one request).
 * A page answered as another (a backend or Prism example that ignores `pageNum`) adds no rows
 * and ends the list, so "Show more" can never repeat the same orders.
 */
export function useOrderPage(pageNum: number) {
  const query = useQuery(ordersQueryOptions(pageNum, ORDER_PAGE_SIZE));
  const page = query.data?.pageNum === pageNum ? query.data : null;
  const orders = page ? [...page.list].sort(newestFirst) : [];
  return {
    query,
    orders,
    more: orders.length > 0 && pageNum * ORDER_PAGE_SIZE < (page?.total ?? 0),
  };
}
