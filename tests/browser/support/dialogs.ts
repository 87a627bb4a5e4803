import type { Page } from 'playwright-core';

/**
 * Resolves once no dialog is in its opening time (use-opening-guard.ts), in which a press or a key
 * is the opener's. Playwright's clicks wait for it by themselves (the dialog lets no press reach
 * it meanwhile); keys and raw input do not.
 */
export async function dialogOpened(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="dialog-backdrop"][data-opening]'),
  );
}
