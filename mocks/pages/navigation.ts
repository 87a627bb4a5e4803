/**
 * Full-page navigation of the mock pages (leaving the hosted payment page or the login page is
 * leaving another site). Behind an object so jsdom tests can observe it.
 */
export const mockNavigation = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};
