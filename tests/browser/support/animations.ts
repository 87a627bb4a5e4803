import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation on the page has ended. A dialog fades in: axe run during
 * the fade measures the text's contrast against a half-transparent panel and reports a
 * colour-contrast failure the shopper never sees (it failed CI once on the review terms dialog).
 * A screenshot taken mid-fade differs from run to run for the same reason.
 * Endless animations (spinners) are left alone, they never finish.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
