import type { Browser, BrowserContext } from 'puppeteer-core';
import { describe, expect, inject, it } from 'vitest';
import { engineJourneys } from './support/engines/journey-suite.ts';
import { launchFirefox, openFirefoxPage } from './support/engines/firefox.ts';
import { WAIT } from './support/engines/engine-page.ts';

/**
 * The shopper journeys in Firefox ESR (WebDriver BiDi, puppeteer-core) on the mock and the
 * production build. The mock build's service worker is on every page of it: a chunk it failed or
 * its failed update would be a page error here.
 */
let browser: Browser | undefined;

engineJourneys({
  name: 'firefox',
  start: async () => {
    browser = await launchFirefox();
  },
  stop: async () => {
    await browser?.close();
  },
  newPage: async (viewport) => {
    if (!browser) throw new Error('firefox: not started');
    const {
      page,
      context,
    }: { page: Awaited<ReturnType<typeof openFirefoxPage>>['page']; context: BrowserContext } =
      await openFirefoxPage(browser, { viewport });
    return { page, close: () => context.close() };
  },
  originFor: (upstream) => Promise.resolve(upstream),
});

/**
 * Firefox failed the mock build's chunks in its service worker when a page was left while they
 * downloaded ("A ServiceWorker intercepted the request and encountered an unexpected error"), and
 * the update MSW asks for ("Failed to update the ServiceWorker": its worker unregistered itself as
 * the page closed). Pages left mid-download, a few times over: none of either (public/mock-worker.js).
 * Other errors of a page being left are the page's own, and are not this test's; nor is an API
 * call the leaving page gave up on, which MSW must still answer (Firefox names no file for it).
 */
describe('the mock build’s service worker in Firefox', { timeout: 180_000 }, () => {
  it('pages left while their parts download: no request failed by the worker, no failed update', async () => {
    if (!browser) throw new Error('firefox: not started');
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    const workerProblems: string[] = [];
    const keep = (text: string) => {
      const failedFile = /Failed to load ‘http[^’]+’\. A ServiceWorker/.test(text);
      if (failedFile || /Failed to update the ServiceWorker/.test(text)) workerProblems.push(text);
    };
    tab.on('pageerror', (error) => keep(error instanceof Error ? error.message : String(error)));
    tab.on('console', (message) => keep(message.text()));
    const base = inject('baseURL');
    const shows = (text: string) =>
      tab.waitForFunction((wanted) => document.body.innerText.includes(wanted), WAIT, text);
    try {
      for (let round = 0; round < 3; round += 1) {
        await tab.goto(`${base}/pages/autoship-manage?scenario=active`);
        await shows('Your autoship is active');
        await tab.goto(`${base}/pages/buildplan`);
        await shows('Build your plan');
        await tab.goto(`${base}/pages/autoship-manage`);
        await shows('Your autoship is active');
        await tab.reload();
        await shows('Your autoship is active');
      }
      expect(workerProblems).toEqual([]);
      // The one worker, still in charge: leaving pages did not unregister it.
      expect(await tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${base}/mock-worker.js`,
      );
    } finally {
      await context.close();
    }
  });
});
