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
import { startRecordingProxy, type RecordingProxy } from './support/engines/recording-proxy.ts';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './support/engines/webkit.ts';

/**
 * Two devices (two MiniBrowsers, each with a driver of its own: WebKitWebDriver drives one
 * session) on one account in WebKit, the production build against one mock backend: the older
 * device's save is refused by the backend (5007), shows the other device's change and keeps its
 * own. (A session drives one window: two tabs of one browser are Chromium's and Firefox's tests.)
 */
const drivers: WebKitDriver[] = [];
let servers: ProductionServers | undefined;
let proxy: RecordingProxy | undefined;
const closing: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  servers = await startProductionServers(inject('themeDir'));
  proxy = await startRecordingProxy(servers.host.url);
});

afterAll(async () => {
  for (const close of closing.splice(0)) await close();
  await proxy?.close();
  await servers?.close();
  for (const driver of drivers.splice(0)) await driver.stop();
});

const EDITOR = { role: 'heading', name: 'Change your items' } as const;

async function device(): Promise<EnginePage> {
  if (!proxy) throw new Error('webkit: not started');
  const driver = await startWebKitDriver();
  drivers.push(driver);
  const { page, close } = await openWebKitPage(driver);
  closing.push(close);
  await page.goto(`${proxy.url}/pages/autoship-manage`);
  await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
  return page;
}

describe('two devices in WebKit', { timeout: 240_000 }, () => {
  it('saving items one after the other: the older is refused, told, and keeps both', async () => {
    if (!servers) throw new Error('webkit: not started');
    servers.backend.setScenario('active');
    const a = await device();
    const b = await device();

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
