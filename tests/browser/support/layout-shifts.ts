import type { BrowserContext, Page } from 'playwright-core';

/** Layout shifts the page reports from its start (none counts a shopper's own input). */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The smallest layout shift a test counts: a fraction of a pixel (0.0004 and 0.00009, each seen
 * once in three full runs on a loaded machine) is no shift a shopper sees; a late address moved
 * the plan's buttons by 0.0017, a card moving by a line of text is several times 0.001.
 */
export const VISIBLE_SHIFT = 0.001;

/** The shifts `watchLayoutShifts` saw, read a frame after the last change (its shift is in). */
export async function layoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}
