import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { startProductionServers, type ProductionServers } from './support/engines/builds.ts';
import { twoItemSaves } from './support/engines/two-saves.ts';
import { waitFor, type EnginePage } from './support/engines/engine-page.ts';
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

    await twoItemSaves(a, b, servers);
  });
});
