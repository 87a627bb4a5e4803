import { engineJourneys } from './support/engines/journey-suite.ts';
import { startRecordingProxy, type RecordingProxy } from './support/engines/recording-proxy.ts';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './support/engines/webkit.ts';

/**
 * The shopper journeys in WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, on a
 * virtual display) on the mock and the production build, the engine of every iPhone's browser.
 * The pages come through a recording proxy: WebDriver tells nothing of a page error.
 */
let driver: WebKitDriver | undefined;
const proxies = new Map<string, RecordingProxy>();

engineJourneys({
  name: 'webkit',
  start: async () => {
    driver = await startWebKitDriver();
  },
  stop: async () => {
    for (const proxy of proxies.values()) await proxy.close();
    await driver?.stop();
  },
  newPage: async (viewport) => {
    if (!driver) throw new Error('webkit: not started');
    return openWebKitPage(driver, viewport);
  },
  originFor: async (upstream) => {
    const proxy = proxies.get(upstream) ?? (await startRecordingProxy(upstream));
    proxies.set(upstream, proxy);
    return proxy.url;
  },
});
