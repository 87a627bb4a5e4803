/**
 * `replace`: Back from the provider returns to review, not to this hand-off (which would send the
 * shopper forward again). An object so tests can intercept it.
 */
export const paymentNavigation = {
  go(href: string): void {
    globalThis.location.replace(href);
  },
};
