import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { isApiPath } from '#mocks/operations.ts';
import { forwardRequest } from '#scripts/bench/forward-api.ts';
import {
  loadProductSnapshot,
  PRERENDER_PRODUCTS_VARIABLE,
} from '#scripts/prerender/prerender-products.ts';
import type { StoreProduct } from '#src/api/schema-types.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { saveScreenshot, setupBrowserSession } from './support/browser.ts';
import { layoutShifts, VISIBLE_SHIFT, watchLayoutShifts } from './support/layout-shifts.ts';

/**
 * The standalone build with the builder's products taken at build time
 * (AUTOSHIP_PRERENDER_PRODUCTS): with JavaScript off the builder shows them with their prices;
 * with it on the app takes the screen over without moving anything, and the store's current
 * prices replace a stale snapshot's. A snapshot the app could not show stops the build.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 30_000 };
const PHONE = { width: 375, height: 812 };
const VIEWPORTS = [PHONE, { width: 1280, height: 900 }];
const root = resolve(import.meta.dirname, '../..');
const configFile = resolve(root, 'vite.config.ts');
const BUILDER = '/pages/buildplan';
const PROGRAM = '/pages/autoship-program';
/** An hour before the build: older than any stale time, so the page asks the store again. */
const TAKEN_AT = new Date(Date.now() - 3_600_000);

let backend: MockHttpServer;
let work: string;
let site: PreviewServer;
let origin: string;
/** The products as the build took them: the first pod's first variant 1.00 cheaper than now. */
let taken: StoreProduct[];
let live: StoreProduct[];

/** The production build in `outDir`, with `source` as the builder's products. */
async function buildWithProducts(outDir: string, source: string): Promise<void> {
  const saved = { nodeEnv: process.env.NODE_ENV, source: process.env[PRERENDER_PRODUCTS_VARIABLE] };
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  process.env.NODE_ENV = 'production';
  process.env[PRERENDER_PRODUCTS_VARIABLE] = source;
  try {
    await build({ root, configFile, mode: 'production', logLevel: 'warn', build: { outDir } });
  } finally {
    process.env.NODE_ENV = saved.nodeEnv;
    if (saved.source === undefined)
      Reflect.deleteProperty(process.env, PRERENDER_PRODUCTS_VARIABLE);
    else process.env[PRERENDER_PRODUCTS_VARIABLE] = saved.source;
  }
}

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
  work = mkdtempSync(join(tmpdir(), 'first-screen-products-'));
  live = (await loadProductSnapshot(backend.url)).products;
  taken = live.map((product, index) =>
    index === 0
      ? {
          ...product,
          variants: product.variants.map((variant, at) =>
            at === 0 ? { ...variant, price: variant.price - 100 } : variant,
          ),
        }
      : product,
  );
  const file = join(work, 'products.json');
  writeFileSync(file, JSON.stringify(taken));
  utimesSync(file, TAKEN_AT, TAKEN_AT);
  const outDir = join(work, 'dist');
  await buildWithProducts(outDir, file);
  // The API on the page's origin, as a store's proxy serves it (scripts/bench/servers.ts).
  site = await preview({
    root,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    plugins: [
      {
        name: 'forward-api',
        configurePreviewServer(server) {
          server.middlewares.use((request, response, next) => {
            if (!isApiPath((request.url ?? '').split('?')[0] ?? '')) return next();
            void forwardRequest(backend.url, request, response);
          });
        },
      },
    ],
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = site.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview has no address');
  origin = `http://127.0.0.1:${address.port}`;
}, 300_000);

afterAll(async () => {
  await site?.close();
  await backend?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Each product card's name, first price and box, top to bottom. */
function cards(page: Page) {
  return page.locator('main [data-testid="builder-product"]').evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect();
      return {
        name: item.querySelector('h3')?.textContent?.trim() ?? '',
        price: item.querySelector('[class*="_price_"]')?.firstChild?.textContent?.trim() ?? '',
        box: [rect.x, rect.y, rect.width, rect.height].map(Math.round),
      };
    }),
  );
}

function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The pods as `products` price them: name (without the store's suffix) and first price. */
function pods(products: StoreProduct[]) {
  return DEFAULT_STORE_CONTEXT.builderProducts.pods
    .flatMap((id) => products.filter((product) => product.id === id))
    .map((product) => ({
      name: product.title.replace(/\s*\(autoship\)\s*/i, ''),
      price: money(product.variants[0]?.price ?? 0),
    }));
}

async function withoutJavaScript<T>(
  browser: Browser,
  viewport: { width: number; height: number },
  read: (page: Page) => Promise<T>,
  path = BUILDER,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    const page = await context.newPage();
    await page.goto(origin + path, { waitUntil: 'load' });
    return await read(page);
  } finally {
    await context.close();
  }
}

describe('the standalone builder built with its products', { timeout: 180_000 }, () => {
  it('with JavaScript off: the products with the prices the build took', async () => {
    for (const viewport of VIEWPORTS) {
      const shown = await withoutJavaScript(session.browser, viewport, async (page) => {
        await saveScreenshot(
          page,
          `first-screen-standalone-builder-products-no-js-${viewport.width}`,
        );
        return cards(page);
      });
      expect(shown.map(({ name, price }) => ({ name, price }))).toEqual(pods(taken));
    }
  });

  it('with JavaScript on: the app takes over without a shift; the store’s prices replace stale ones', async () => {
    for (const viewport of VIEWPORTS) {
      const before = await withoutJavaScript(session.browser, viewport, cards);
      const asked: string[] = [];
      const { page } = await session.open(origin + BUILDER, {
        viewport,
        beforeLoad: async (context) => {
          context.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (/\/productInfo\/|\/products\//.test(pathname)) asked.push(pathname);
          });
          await watchLayoutShifts(context);
        },
      });
      // The stale price gives way to the store's: the app runs and has asked again.
      await expect
        .poll(() => cards(page), WAIT)
        .toEqual(before.map((card, index) => ({ ...card, price: pods(live)[index]?.price })));
      expect((await layoutShifts(page)).filter((value) => value >= VISIBLE_SHIFT)).toEqual([]);
      // After the shifts are read: a full-page screenshot resizes the viewport, which moves things.
      await saveScreenshot(page, `first-screen-standalone-builder-products-js-${viewport.width}`);
      // Each product's handle came with the page: the store alone is asked, once per product.
      await page.waitForLoadState('networkidle');
      expect(asked.toSorted()).toEqual(
        live.map((product) => `/products/${product.handle}.js`).toSorted(),
      );
    }
  });

  it('the program page, drawn with the same products, is taken over without a shift', async () => {
    // The gifts' copy (their images are the store's, which this stand-in does not serve).
    const gift = (page: Page) => page.getByTestId('program-gift').locator('p').innerText();
    const drawn = await withoutJavaScript(session.browser, PHONE, gift, PROGRAM);
    // The gifts' names, as the theme's page says them before any call.
    for (const id of DEFAULT_STORE_CONTEXT.builderProducts.gifts) {
      const name = live.find((product) => product.id === id)?.title ?? `(no product ${id})`;
      expect(drawn).toContain(name);
    }
    const { page } = await session.open(origin + PROGRAM, {
      viewport: PHONE,
      beforeLoad: watchLayoutShifts,
    });
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    expect(await gift(page)).toBe(drawn);
  });

  it('the review page prices a plan built in this browser from the products in its HTML: no productInfo call', async () => {
    // No plan on the account: the page reviews the plan the builder kept in this browser.
    backend.setScenario('no-plan');
    try {
      const asked: string[] = [];
      const { page } = await session.open(origin + BUILDER, { viewport: PHONE });
      await page.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }).click();
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await page.waitForURL('**/review**', WAIT);
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\/productInfo\/|\/products\//.test(pathname)) asked.push(pathname);
      });
      // The review page as its own HTML serves it (a reload, the way back from the payment page).
      await page.reload();
      await page.getByRole('button', { name: 'Checkout' }).waitFor(WAIT);
      await page.getByTestId('price-total').getByText(/\$\d/).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      // The handles came with the page: the store alone is asked again, once the page is idle.
      expect(asked.filter((path) => path.includes('/productInfo/'))).toEqual([]);
    } finally {
      backend.setScenario('active');
    }
  });

  it('a snapshot that is not JSON stops the build with one line naming it', async () => {
    const file = join(work, 'broken.json');
    writeFileSync(file, '[{"id": 7400001,');
    const outcome = await promisify(execFile)(
      process.execPath,
      [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', join(work, 'broken')],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', [PRERENDER_PRODUCTS_VARIABLE]: file },
      },
    ).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: stripVTControlCharacters(error.stdout + error.stderr),
      }),
    );
    expect(outcome.code).toBe(1);
    const lines = outcome.output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => line.includes(PRERENDER_PRODUCTS_VARIABLE))).toEqual([
      expect.stringMatching(
        // Vite prints an error without a stack in brackets.
        new RegExp(`^\\[?${PRERENDER_PRODUCTS_VARIABLE} \\(${file}\\): is not JSON \\(.+\\)\\]?$`),
      ),
    ]);
    expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
  });
});
