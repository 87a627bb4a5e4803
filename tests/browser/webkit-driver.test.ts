import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './support/engines/webkit.ts';
import { WebDriverSession } from './support/engines/webdriver.ts';

/**
 * WebKitWebDriver drives one session at a time: a session it still holds (a MiniBrowser that
 * never came up, one never ended) refuses the next. The page is opened on a driver started
 * afresh instead.
 */
let driver: WebKitDriver | undefined;

beforeAll(async () => {
  driver = await startWebKitDriver();
});

afterAll(async () => {
  await driver?.stop();
});

describe('webkit driver', { timeout: 120_000 }, () => {
  it('a driver held by a session that never ended: the page opens on a driver started afresh', async () => {
    if (!driver) throw new Error('webkit: not started');
    const held = driver.url;
    await WebDriverSession.start(
      held,
      { 'webkitgtk:browserOptions': { binary: driver.miniBrowser, args: ['--automation'] } },
      60_000,
    );

    const { page, close } = await openWebKitPage(driver);
    try {
      expect(driver.url).not.toBe(held);
      expect(await page.evaluate<number>('1 + 1')).toBe(2);
    } finally {
      await close();
    }
  });
});
