import type { Browser, BrowserContext } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '#src/domain/i18n/en.ts';
import { startProductionServers, type ProductionServers } from './support/engines/builds.ts';
import {
  press,
  waitFor,
  waitForGone,
  waitForText,
  type EnginePage,
} from './support/engines/engine-page.ts';
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

const EDITOR = { role: 'heading', name: 'Change your items' } as const;

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

    await press(b, { role: 'button', name: 'Change items' });
    await waitFor(b, EDITOR);
    await press(b, { role: 'button', name: 'One more Classic Tobacco, 2 pods' });

    await press(a, { role: 'button', name: 'Change items' });
    await waitFor(a, EDITOR);
    await a.select({ label: 'Add an item' }, 'Berry Breeze Pods — 2 pods');
    await press(a, { role: 'button', name: 'Add' });
    await press(a, { role: 'button', name: 'Save items' });
    await waitForGone(a, EDITOR);

    await press(b, { role: 'button', name: 'Save items' });
    await waitForText(b, en['itemsEdit.changedElsewhere']);
    expect(await b.bodyText()).toContain('Berry Breeze Pods, 2 pods — Qty 1');
    await press(b, { role: 'button', name: 'Save items' });
    await waitForGone(b, EDITOR);

    const lines = (servers.backend.store.queryPlan()?.orderItemList ?? []).map(
      (item) => `${item.variantId}×${item.variantNum}`,
    );
    expect(lines).toEqual(expect.arrayContaining(['4100001×3', '4100009×1']));
    expect([...(await a.problems()), ...(await b.problems())]).toEqual([]);
  });
});
