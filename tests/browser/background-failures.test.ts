import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './support/browser.ts';

// docs/reliability.md: a part whose file cannot be downloaded in the background (an idle
// prefetch, any lazy part) is caught where it is asked for, never an uncaught page error, and is
// tried again when the shopper uses it. The session fails a test on any page error.

const session = setupBrowserSession();
const ASSETS = '**/assets/**';

declare global {
  interface Window {
    /** Runs the idle callbacks held so far and lets later ones through (holdIdleWork). */
    __releaseIdleWork?: () => void;
  }
}

/**
 * The page's idle work (its prefetches) waits until the test lets it go, so it starts after the
 * test refused the files, however fast the page was.
 */
async function holdIdleWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const held = new Map<number, () => void>();
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    let holding = true;
    window.requestIdleCallback = (callback, options) => {
      if (!holding) return request(callback, options);
      const id = -(held.size + 1);
      held.set(id, () => request(callback, options));
      return id;
    };
    window.cancelIdleCallback = (id) => (id < 0 ? void held.delete(id) : cancel(id));
    window.__releaseIdleWork = () => {
      holding = false;
      for (const start of held.values()) start();
      held.clear();
    };
  });
}

/** From now on every file of the app is refused, until `release()`. */
async function refuseFiles(
  page: Page,
): Promise<{ refused: () => number; release: () => Promise<void> }> {
  let refused = 0;
  const handler = (route: Route) => {
    refused += 1;
    return route.abort();
  };
  await page.context().route(ASSETS, handler);
  await page.evaluate(() => window.__releaseIdleWork?.());
  return {
    refused: () => refused,
    release: () => page.context().unroute(ASSETS, handler),
  };
}

/** The page went quiet: what it started at idle was asked for and its failure handled. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 5000 }),
      ),
  );
}

describe('parts downloaded in the background', { timeout: 120_000 }, () => {
  it('the account page: failed idle downloads raise no page error; Pause plan then works', async () => {
    const { page, problems } = await session.open('/pages/autoship-manage?scenario=active', {
      allowConsoleErrors: true, // the browser logs the refused downloads
      beforeLoad: holdIdleWork,
    });
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor();
    const files = await refuseFiles(page);
    await expect.poll(files.refused).toBeGreaterThan(0);
    await settled(page);
    expect(problems.pageErrors.map((error) => error.message)).toEqual([]);

    await files.release();
    await page.getByRole('button', { name: 'Pause plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause your autoship?' });
    await dialog.waitFor();
    // Styled: its stylesheets, refused at idle, were asked for again (Vite asks once per page).
    expect(
      await page
        .getByTestId('dialog-backdrop')
        .evaluate((element) => getComputedStyle(element).position),
    ).toBe('fixed');
    await dialog.getByRole('button', { name: 'Pause plan' }).click();
    await page.getByRole('heading', { name: 'Your autoship is paused' }).waitFor();
  });

  it('the review page: failed idle downloads raise no page error; checkout then reaches the payment page', async () => {
    const { page, problems } = await session.open('/review?scenario=draft', {
      allowConsoleErrors: true,
      beforeLoad: holdIdleWork,
    });
    await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
    const files = await refuseFiles(page);
    await expect.poll(files.refused).toBeGreaterThan(0);
    await settled(page);
    expect(problems.pageErrors.map((error) => error.message)).toEqual([]);

    await files.release();
    await page.getByRole('checkbox', { name: /autoship terms/ }).check();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL('**/__mock/hosted-payment**');
  });
});

describe('a lazy part nobody waited for', { timeout: 60_000 }, () => {
  it('a download failure left unhandled by its caller is no page error', async () => {
    const { page, problems } = await session.open('/pages/autoship-manage?scenario=active');
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor();
    // What a loader that forgot its catch would leave behind (Chromium's and Vite's wording).
    await page.evaluate(() => {
      void Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      );
      void Promise.reject(new Error('Unable to preload CSS for /assets/x.css'));
    });
    await settled(page);
    expect(problems.pageErrors).toEqual([]);
  });
});
