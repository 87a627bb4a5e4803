/**
 * English: the account page's past deliveries (order history). Part of the English catalogue
 * (../en.ts): the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const history = {
  'history.empty': 'No deliveries yet',
  'history.empty.text': 'Your deliveries are listed here once your first order has been paid.',
  'history.gift': 'Free gift',
  'history.heading': 'Past deliveries',
  'history.item': '{count} × {name}',
  'history.list': 'Your past deliveries, newest first',
  'history.loadFailed': 'We couldn’t load your past deliveries.',
  'history.loading': 'Loading your past deliveries…',
  'history.loadingMore': 'Loading more deliveries…',
  'history.moreFailed': 'We couldn’t load more deliveries.',
  'history.order': 'Order {orderNo}',
  'history.showMore': 'Show more',
  'history.status.cancelled': 'Cancelled',
  'history.status.delivered': 'Delivered',
  'history.status.paid': 'Paid',
  'history.status.refunded': 'Refunded',
  'history.status.shipped': 'Shipped',
  'history.total': 'Total',
} as const;
