/** An object so tests (jsdom cannot reload) and host pages can intercept the 5052 reload. */
export const reviewNavigation = {
  reload(): void {
    globalThis.location.reload();
  },
};

/**
 * The hand-off alone decides whether the browser may go there; a non-string is off the contract.
 */
export function paymentUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim();
}
