import type { Page } from 'playwright-core';

/**
 * Resolves once the open dialog takes presses: its opening time (use-opening-guard.ts), in which
 * a press or key is the opener's, has passed. Playwright's clicks wait for it by themselves (the
 * dialog lets no press reach it meanwhile); keys and raw input do not.
 */
export async function dialogOpened(page: Page): Promise<void> {
  await page.locator('[data-testid="dialog-backdrop"]:not([data-opening])').waitFor();
}
