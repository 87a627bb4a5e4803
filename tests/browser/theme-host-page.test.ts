import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findProduct } from '#mocks/data/catalogue.ts';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { saveScreenshot, setupBrowserSession } from './support/browser.ts';
import { planCallers, watchPlanCallers } from './support/plan-callers.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';

/**
 * The theme build installed in a store: the section rendered by Liquid in a theme's page (its
 * header, footer and global CSS), the assets from the theme's CDN path, and the mock backend
 * over HTTP (`npm run mock:serve`) as the API. What a store owner's shoppers would do.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };
/** The payment provider the section's "Payment hosts" setting allows (a stand-in page). */
const PAYMENT_ORIGIN = 'https://pay.autoship.test';

let backend: MockHttpServer;
let host: ThemeHost;

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active', publicOrigin: PAYMENT_ORIGIN });
  host = await startThemeHost({
    themeDir: inject('themeDir'),
    backend: backend.url,
    paymentHosts: new URL(PAYMENT_ORIGIN).host,
    products: DEFAULT_STORE_CONTEXT.builderProducts,
  });
});

afterAll(async () => {
  await host.close();
  await backend.close();
});

/**
 * What the theme draws around the app, as the browser computes it (not heights: the page grows
 * with the app's content).
 */
async function hostStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const properties = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'text-transform',
      'color',
      'background-color',
      'margin',
      'padding',
      'box-sizing',
      'box-shadow',
      'min-height',
      'width',
    ];
    const selectors = [
      'html',
      'body',
      '[data-testid="theme-header"]',
      '[data-testid="theme-header"] a',
      '[data-testid="theme-header"] button',
      '[data-testid="theme-footer"]',
      '[data-testid="theme-footer"] p',
    ];
    return Object.fromEntries(
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [selector, {}];
        const style = getComputedStyle(element);
        return [
          selector,
          Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
        ];
      }),
    );
  });
}

function statusHeading(page: Page, name: string) {
  return page.getByRole('heading', { name, exact: true });
}

describe(
  'the theme build in a store’s page (Chromium, mock:serve behind it)',
  { timeout: 90_000 },
  () => {
    it('the app mounts into the section, its files come from the CDN path, the host looks the same', async () => {
      backend.setScenario('active');
      // Before: the theme's page with the app's files refused (what the store looked like).
      // Refused from the first request: an app that ran first and was cut off by a reload could
      // still be loading its idle parts as the files were refused.
      const before = await session.open(`${host.url}/pages/autoship-manage`, {
        allowConsoleErrors: true,
        refuse: '**/assets/autoship-*',
      });
      const stylesBefore = await hostStyles(before.page);

      const { page } = await session.open(`${host.url}/pages/autoship-manage`);
      await statusHeading(page, 'Your autoship is active').waitFor(WAIT);
      // The app is inside the section's element; the theme's header and footer are untouched.
      expect(
        await page.locator('[data-autoship-root] h1, [data-autoship-root] h2').count(),
      ).toBeGreaterThan(0);
      expect(await page.getByTestId('theme-header').count()).toBe(1);
      expect(await page.getByTestId('theme-footer').count()).toBe(1);
      expect(await hostStyles(page)).toEqual(stylesBefore);

      // The theme's global CSS does not reach the app's controls or text.
      const pause = page.getByRole('button', { name: 'Pause plan' });
      const look = await pause.evaluate((button) => {
        const style = getComputedStyle(button);
        const root = getComputedStyle(button.closest('[data-autoship-root]') ?? document.body);
        return {
          textTransform: style.textTransform,
          letterSpacing: style.letterSpacing,
          boxShadow: style.boxShadow,
          rootFontSize: root.fontSize,
          rootFont: root.fontFamily,
        };
      });
      // Its buttons are the theme's (src/styles/themes/dawn.css): Dawn's 0.1rem apart, 1 px in
      // this theme's 10 px rem, not the 0.3rem its element rule gives every button.
      expect(look).toMatchObject({
        textTransform: 'none',
        letterSpacing: '1px',
        boxShadow: 'none',
        rootFontSize: '16px',
      });
      // The font is the theme's by its variable (--font-body-family), not by its body rule.
      expect(look.rootFont).toBe('Georgia, serif');
      await saveScreenshot(page, 'theme-host-manage-1280');

      // The page's chunk and its CSS were found relative to the entry, on the CDN path.
      await page.getByRole('button', { name: 'Change address' }).click();
      await page.getByRole('combobox').first().waitFor(WAIT);
      const assetRequests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\/autoship-[^/]+$/.test(path)),
      );
      expect(assetRequests.filter((path) => !path.startsWith('/cdn/shop/t/7/assets/'))).toEqual([]);
      expect(assetRequests.some((path) => /autoship-app-[\w-]+\.css$/.test(path))).toBe(true);
      expect(assetRequests.some((path) => /autoship-autoship-manage-page-.*\.js$/.test(path))).toBe(
        true,
      );
    });

    it('the account page makes exactly one plan call, the one the section’s inline script started', async () => {
      backend.setScenario('active');
      const { page } = await session.open(`${host.url}/pages/payment`);
      // Who asks for the plan: an inline script of the page, or one of the app's files.
      await watchPlanCallers(page);
      await page.goto(`${host.url}/pages/autoship-manage`);
      await statusHeading(page, 'Your autoship is active').waitFor(WAIT);
      await page.waitForLoadState('networkidle');

      const callers = await planCallers(page);
      expect(callers).toHaveLength(1);
      expect(callers[0]).toContain(`${host.url}/pages/autoship-manage`);
      expect(callers[0]).not.toContain('/assets/');
      // Adopted by the app's plan query, not left behind.
      expect(await page.evaluate(() => window.__autoshipEarlyPlanCall)).toBeUndefined();
      // Its answer's check and the page's own chunk came from the theme's assets with it.
      expect(
        await page
          .locator(
            'link[rel="modulepreload"][href*="/cdn/shop/t/7/assets/autoship-queryAutoShipPlan-"]',
          )
          .count(),
      ).toBe(1);
      expect(
        await page
          .locator('link[rel="modulepreload"][href*="/assets/autoship-autoship-manage-page-"]')
          .count(),
      ).toBe(1);
    });

    it('pause and restart on the account page, against the mock backend over HTTP', async () => {
      backend.setScenario('active');
      const { page } = await session.open(`${host.url}/pages/autoship-manage`);
      await statusHeading(page, 'Your autoship is active').waitFor(WAIT);
      const progress: string[] = [];
      await page.exposeFunction('noteThemeEvent', (name: string) => progress.push(name));
      await page.evaluate(() => {
        for (const name of ['progress.show', 'progress.hide']) {
          document.addEventListener(name, () =>
            (window as unknown as { noteThemeEvent(n: string): void }).noteThemeEvent(name),
          );
        }
      });

      await page.getByRole('button', { name: 'Pause plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pause your autoship?' });
      await dialog.getByRole('button', { name: 'Pause plan' }).click();
      await statusHeading(page, 'Your autoship is paused').waitFor(WAIT);
      expect(backend.store.queryPlan()?.status).toBe(2);

      const restart = page.getByTestId('restart-desktop');
      await restart.click();
      await statusHeading(page, 'Your autoship is active').waitFor(WAIT);
      expect(backend.store.queryPlan()?.status).toBe(1);
      // The theme heard the actions start and end (spec section 7).
      expect(progress.filter((name) => name === 'progress.show').length).toBeGreaterThanOrEqual(2);
      expect(progress.filter((name) => name === 'progress.hide').length).toBeGreaterThanOrEqual(2);
    });

    it('the builder shows the products the theme rendered, with no product call', async () => {
      backend.setScenario('no-plan');
      const { page } = await session.open(`${host.url}/pages/payment`);
      const productCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\/productInfo\/|\/products\/[^/]+\.js$/.test(pathname)) productCalls.push(pathname);
      });
      await page.goto(`${host.url}/pages/buildplan`);
      await page.getByRole('heading', { name: 'Build your plan', level: 1 }).waitFor(WAIT);
      await page.getByRole('heading', { name: 'Guava Chill Pods' }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      // Every pod the section's picker holds, each with its packs.
      for (const id of DEFAULT_STORE_CONTEXT.builderProducts.pods) {
        const title = findProduct(id)?.title.replace(/\s*\(Autoship\)\s*$/i, '') ?? '';
        await expect(page.getByRole('heading', { name: title }).count()).resolves.toBe(1);
      }
      expect(productCalls).toEqual([]);
    });

    it('no plan: builder → review → checkout → the payment provider’s page', async () => {
      backend.setScenario('no-plan');
      const { page, context } = await session.open(`${host.url}/pages/buildplan`);
      await context.route(`${PAYMENT_ORIGIN}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Hosted payment</title><h1>Hosted payment stand-in</h1>',
        }),
      );
      await page.getByRole('heading', { name: 'Build your plan', level: 1 }).waitFor(WAIT);
      await page.getByRole('heading', { name: 'Guava Chill Pods' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }).click();
      await page.getByRole('button', { name: 'Continue to review' }).click();
      // The theme's review page: its path came from the store context.
      await page.waitForURL('**/pages/autoship-review', WAIT);
      await page.getByTestId('price-total').waitFor(WAIT);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(`${PAYMENT_ORIGIN}/__mock/hosted-payment?planId=*`, WAIT);
      await page.getByRole('heading', { name: 'Hosted payment stand-in' }).waitFor(WAIT);
      expect(backend.store.queryPlan()?.orderItemList.length).toBeGreaterThan(0);
    });
  },
);
