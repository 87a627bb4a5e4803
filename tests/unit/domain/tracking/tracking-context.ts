import type { TrackingContext } from '#src/domain/tracking/tracking-event.ts';

export const CONTEXT: TrackingContext = {
  visitorId: 'abcdefghijklmnopqrstuvwxyz1767225600000',
  location: 'https://store.example/pages/autoship-manage',
  isLoggedIn: true,
  customerId: 7001,
  email: 'shopper@example.com',
  userAgent: 'Mozilla/5.0 (test)',
  shopCode: 'US01',
  analyticsCustomerData: false,
};
