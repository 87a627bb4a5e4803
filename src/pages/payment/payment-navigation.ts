/**
 * Leaving the store for the payment provider. `replace`, not `assign`: Back from the provider's
 * page returns to the review page, not to this hand-off, which would send the shopper forward
 * again. Behind an object so tests can observe it (jsdom cannot navigate away).
 */
export const paymentNavigation = {
  go(href: string): void {
    globalThis.location.replace(href);
  },
};
