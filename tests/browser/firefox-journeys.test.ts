import type { Browser, BrowserContext } from 'puppeteer-core';
import { engineJourneys } from './support/engines/journey-suite.ts';
import { launchFirefox, openFirefoxPage } from './support/engines/firefox.ts';

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
  newPage: async () => {
    if (!browser) throw new Error('firefox: not started');
    const {
      page,
      context,
    }: { page: Awaited<ReturnType<typeof openFirefoxPage>>['page']; context: BrowserContext } =
      await openFirefoxPage(browser);
    return { page, close: () => context.close() };
  },
  originFor: (upstream) => Promise.resolve(upstream),
});
