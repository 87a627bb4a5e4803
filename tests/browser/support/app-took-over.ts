import type { Page } from 'playwright-core';

/**
 * True once the page's `main` is React's: the app has replaced the first screen the HTML brought,
 * whose buttons look the same but do nothing (src/main.tsx). A page expression, for Playwright and
 * the other engines' drivers alike.
 */
export const APP_HAS_TAKEN_OVER = `(() => {
  const main = document.querySelector('main');
  return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
})()`;

/** Playwright: waits until the app has taken the page over, before pressing what it drew. */
export async function appTookOver(page: Page, options?: { timeout: number }): Promise<void> {
  await page.waitForFunction(APP_HAS_TAKEN_OVER, null, options);
}
