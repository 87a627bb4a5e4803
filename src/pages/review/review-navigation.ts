/**
 * Leaving the page for good: the hosted payment page and the 5052 reload. Through one object so
 * tests can observe them (jsdom cannot navigate) and so a host page could intercept them.
 */
export const reviewNavigation = {
  goToPayment(url: string): void {
    globalThis.location.assign(url);
  },
  reload(): void {
    globalThis.location.reload();
  },
};

/**
 * The payment URL the server answered, when it is one the browser may go to: an absolute
 * http(s) URL (the hosted payment page is on the payment provider's host). Anything else
 * (`javascript:`, `data:`, a relative or malformed value) is an answer off the contract.
 */
export function paymentUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
