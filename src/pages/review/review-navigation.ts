/**
 * Leaving the page for good: the 5052 reload. Through one object so tests can observe it (jsdom
 * cannot reload) and so a host page could intercept it.
 */
export const reviewNavigation = {
  reload(): void {
    globalThis.location.reload();
  },
};

/**
 * The payment URL the server answered, as a string to hand to the payment hand-off, which alone
 * decides whether the browser may go there (its https host list). Anything but a non-empty string
 * is an answer off the contract.
 */
export function paymentUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim();
}
