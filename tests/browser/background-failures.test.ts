import type { BrowserContext, Page, Request, Route } from 'playwright-core';
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

interface FileRequests {
  /** How many of the app's files the page has asked for. */
  asked: () => number;
  /** How many of those are under way (a refused one ends when its abort reaches the page). */
  open: () => number;
}

function watchFiles(page: Page): FileRequests {
  const open = new Set<Request>();
  let asked = 0;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.includes('/assets/')) return;
    asked += 1;
    open.add(request);
  });
  const ended = (request: Request) => void open.delete(request);
  page.on('requestfailed', ended);
  page.on('requestfinished', ended);
  return { asked: () => asked, open: () => open.size };
}

/** From now on every file of the app is refused, until `release()`. */
async function refuseFiles(
  page: Page,
): Promise<{ refused: () => number; requests: FileRequests; release: () => Promise<void> }> {
  let refused = 0;
  const handler = (route: Route) => {
    refused += 1;
    return route.abort();
  };
  await page.context().route(ASSETS, handler);
  const requests = watchFiles(page);
  await page.evaluate(() => window.__releaseIdleWork?.());
  return {
    refused: () => refused,
    requests,
    release: () => page.context().unroute(ASSETS, handler),
  };
}

/** One moment the page had nothing else to do, and the frame after it. */
async function idleMoment(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 5000 }),
      ),
  );
}

/**
 * The page went quiet: no file of its own asked for or under way across one of its idle moments,
 * so what it started at idle was refused and its failure handled (a retry would ask again).
 * Not `networkidle`: half a second without a request is a time, not the page's word; a loaded
 * page can take longer between a refused file and its retry.
 */
async function settled(page: Page, files: FileRequests = watchFiles(page)): Promise<void> {
  await expect
    .poll(async () => {
      const asked = files.asked();
      const quiet = files.open() === 0;
      await idleMoment(page);
      return quiet && files.open() === 0 && files.asked() === asked;
    })
    .toBe(true);
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
    await settled(page, files.requests);
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
    await settled(page, files.requests);
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
