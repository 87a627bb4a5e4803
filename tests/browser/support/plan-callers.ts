import type { Page } from 'playwright-core';

/**
 * Watches the page's own fetch from before any of its scripts run: for every plan query, the
 * stack frame that asked (an inline script of the page, or one of the app's files). Call before
 * navigating; read with `planCallers`.
 */
export async function watchPlanCallers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const callers: string[] = [];
    Object.assign(window, { __planCallers: callers });
    const original = window.fetch;
    window.fetch = function (input, init) {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/autoShip/queryAutoShipPlan')) {
        // The mock build's request log (mocks/request-log-fetch.ts, in its browser-*.js chunk) wraps
        // fetch too: the caller is the first frame outside it.
        const frames = (new Error().stack ?? '').split('\n').slice(2);
        callers.push(frames.find((frame) => !/\/assets\/browser-[\w-]+\.js/.test(frame)) ?? '');
      }
      return original.call(this, input, init);
    };
  });
}

/** The frames that asked for the plan since the page loaded (see `watchPlanCallers`). */
export function planCallers(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __planCallers: string[] }).__planCallers);
}
