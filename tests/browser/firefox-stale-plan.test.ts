import type { Browser, BrowserContext } from 'puppeteer-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { startProductionServers, type ProductionServers } from './support/engines/builds.ts';
import { twoItemSaves } from './support/engines/two-saves.ts';
import { waitFor, type EnginePage } from './support/engines/engine-page.ts';
import { launchFirefox, openFirefoxPage } from './support/engines/firefox.ts';

/**
 * Two tabs of one Firefox (WebDriver BiDi) on one account, the production build against one mock
 * backend: the second tab's save is refused, shows the first's change and keeps its own
 * (tests/browser/stale-plan.test.ts walks the rest in Chromium).
 */
let browser: Browser | undefined;
let servers: ProductionServers | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchFirefox();
  servers = await startProductionServers(inject('themeDir'));
});

afterAll(async () => {
  await context?.close();
  await servers?.close();
  await browser?.close();
});

async function onAccountPage(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
}

describe('two tabs of one Firefox', { timeout: 180_000 }, () => {
  it('saving items one after the other: the second is told, sees the first’s change and keeps its own', async () => {
    if (!browser || !servers) throw new Error('firefox: not started');
    servers.backend.setScenario('active');
    const url = `${servers.host.url}/pages/autoship-manage`;
    const tabA = await openFirefoxPage(browser);
    context = tabA.context;
    const tabB = await openFirefoxPage(browser, { shared: context });
    const [a, b] = [tabA.page, tabB.page];
    await onAccountPage(a, url);
    await onAccountPage(b, url);

    await twoItemSaves(a, b, servers);
  });
});
