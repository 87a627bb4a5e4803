import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { signedInCustomer } from '#tests/support/shopify-liquid.ts';
import {
  startThemeHost,
  type ThemeHost,
  type ThemeHostOptions,
} from '#tests/support/theme-host.ts';
import { setupBrowserSession } from './support/browser.ts';

/**
 * The theme build against its backend as a store sets it up (docs/theme-install.md, "The backend
 * and the shopper's credential"), in Chromium in the stand-in theme: an API base with a path (an
 * app proxy), and a shopper the store signed in whose calls carry no credential.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };

let backend: MockHttpServer | undefined;
let host: ThemeHost | undefined;

async function start(options: Partial<ThemeHostOptions>): Promise<ThemeHost> {
  backend = await startMockHttpServer({ scenario: 'active' });
  host = await startThemeHost({
    themeDir: inject('themeDir'),
    backend: backend.url,
    paymentHosts: '',
    products: DEFAULT_STORE_CONTEXT.builderProducts,
    ...options,
  });
  return host;
}

afterEach(async ({ task }) => {
  try {
    await session.closePages(task);
  } finally {
    await host?.close();
    await backend?.close();
    host = undefined;
    backend = undefined;
  }
});

/** Every address the page asks for, from its first request on. */
function recordRequests(urls: string[]) {
  return (context: BrowserContext) => {
    context.on('request', (request) => urls.push(request.url()));
    return Promise.resolve();
  };
}

describe('the theme build and its backend (Chromium, stand-in theme)', { timeout: 90_000 }, () => {
  it('an API base with a path: every autoship call goes to <base>/autoShip/…', async () => {
    const store = await start({ apiPath: '/apps/autoship' });
    const urls: string[] = [];
    const { page } = await session.open(`${store.url}/pages/autoship-manage`, {
      beforeLoad: recordRequests(urls),
    });
    await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor(WAIT);
    // A write as well as the first read.
    await page.getByRole('button', { name: 'Pause plan' }).click();
    await page
      .getByRole('dialog', { name: 'Pause your autoship?' })
      .getByRole('button', { name: 'Pause plan' })
      .click();
    await page.getByRole('heading', { name: 'Your autoship is paused', exact: true }).waitFor(WAIT);

    const calls = urls.filter((url) => new URL(url).pathname.includes('/autoShip/'));
    const paths = calls.map((url) => new URL(url).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/apps/autoship/autoShip/queryAutoShipPlan',
        expect.stringMatching(/^\/apps\/autoship\/autoShip\/pausePlan\//),
      ]),
    );
    expect(calls.filter((url) => !url.startsWith(`${store.url}/apps/autoship/autoShip/`))).toEqual(
      [],
    );
  });

  it('a signed-in customer without a credential: a clear message, one report, no login loop', async () => {
    const store = await start({
      customer: signedInCustomer({ metafields: { autoship: { api_token: null } } }),
    });
    const urls: string[] = [];
    const { page } = await session.open(`${store.url}/pages/autoship-manage`, {
      // The browser logs each refused call (401) as a console error.
      allowConsoleErrors: true,
      beforeLoad: async (context) => {
        await recordRequests(urls)(context);
        await context.addInitScript(() => {
          const counted = window as unknown as { signInRequired: number };
          counted.signInRequired = 0;
          document.addEventListener('sign-in-required', () => (counted.signInRequired += 1));
        });
      },
    });
    await page
      .getByRole('heading', { name: 'This account can’t manage an autoship plan here' })
      .waitFor(WAIT);

    // The store hears of it once: its batch arrives a few seconds after the page's first report.
    const reports = () =>
      (backend?.store.traceEvents({ step: 'error_reported' }) ?? []).filter((record) =>
        JSON.stringify(record).includes('signed-in-without-credential'),
      );
    await expect.poll(() => reports().length, WAIT).toBeGreaterThan(0);
    expect(reports()).toHaveLength(1);

    // Never sent to the login page, nor asked to sign in: the store has already signed them in.
    expect(page.url()).toBe(`${store.url}/pages/autoship-manage`);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/account/login'))).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { signInRequired: number }).signInRequired),
    ).toBe(0);
  });
});
