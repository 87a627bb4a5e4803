import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findProduct } from '#mocks/data/catalogue.ts';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import type { Catalogue, MessageKey } from '#src/domain/i18n/translate.ts';
import { saveScreenshot, setupBrowserSession, withoutJavaScript } from './support/browser.ts';
import { layoutShifts, VISIBLE_SHIFT, watchLayoutShifts } from './support/layout-shifts.ts';
import { loggedPlanCalls } from './support/logged-plan-calls.ts';
import { PAGE_HEADINGS, startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';

/**
 * Each page's first screen is in the HTML the store serves (the section's Liquid in a theme's
 * page): with JavaScript off a shopper reads every page's heading, the program page's copy and
 * the builder's products with their prices, in the storefront's language; with it on, the app
 * replaces that screen with its own without moving anything (CLS 0) and asks for the plan once.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

let backend: MockHttpServer;
let english: ThemeHost;
let german: ThemeHost;

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
  const host = (locale: string) =>
    startThemeHost({
      themeDir: inject('themeDir'),
      backend: backend.url,
      paymentHosts: '',
      products: DEFAULT_STORE_CONTEXT.builderProducts,
      locale,
    });
  [english, german] = await Promise.all([host('en'), host('de')]);
});

afterAll(async () => {
  await Promise.all([english.close(), german.close()]);
  await backend.close();
});

/**
 * Where the heading and the start of the page's content (what follows the heading's block) are;
 * the content's height grows as it loads.
 */
function place(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
    };
    const heading = document.querySelector('main h1');
    return {
      heading: box(heading),
      content: box(heading?.parentElement?.nextElementSibling)?.slice(0, 3),
    };
  });
}

/** What the page says first (its heading and intro) and where they and its content start. */
async function saysAndPlace(page: Page) {
  const says = await page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return [heading?.textContent ?? '', heading?.nextElementSibling?.textContent ?? ''];
  });
  return { says, place: await place(page) };
}

function textOf(catalogue: Catalogue, key: MessageKey): string {
  return catalogue[key] ?? '';
}

/** The mock store's pods as the section's product picker gives them: name and first price. */
function pods(): { name: string; price: string }[] {
  return DEFAULT_STORE_CONTEXT.builderProducts.pods.map((id) => {
    const product = findProduct(id);
    if (!product) throw new Error(`no product ${id}`);
    const cents = product.variants[0]?.price ?? 0;
    return {
      name: product.title.replace(/\s*\(autoship\)\s*/i, ''),
      price: `$${(cents / 100).toFixed(2)}`,
    };
  });
}

describe('the first screen in the store’s page', { timeout: 120_000 }, () => {
  it('with JavaScript off: every page’s heading, in English and in German', async () => {
    for (const [host, catalogue] of [
      [english, en],
      [german, de],
    ] as const) {
      for (const [handle, key] of PAGE_HEADINGS) {
        const heading = await withoutJavaScript(
          session.browser,
          `${host.url}/pages/${handle}`,
          (page) => page.locator('[data-autoship-root] h1').innerText(),
        );
        expect(heading, handle).toBe(textOf(catalogue, key));
      }
    }
  });

  it('with JavaScript off: the program page’s copy and the builder’s products with prices', async () => {
    const program = await withoutJavaScript(
      session.browser,
      `${german.url}/pages/autoship-program`,
      async (page) => {
        await saveScreenshot(page, 'first-screen-program-no-js-375');
        return page.locator('[data-autoship-root]').innerText();
      },
    );
    for (const key of ['program.hero', 'program.noCommitment.text', 'program.how.1'] as const) {
      expect(program).toContain(textOf(de, key));
    }
    expect(program).toContain(textOf(de, 'plan.build'));

    const builder = await withoutJavaScript(
      session.browser,
      `${english.url}/pages/buildplan`,
      async (page) => {
        await saveScreenshot(page, 'first-screen-builder-no-js-375');
        return page.locator('[data-autoship-root] h3').evaluateAll((titles) =>
          titles.map((title) => ({
            name: title.textContent?.trim() ?? '',
            price:
              title
                .closest('li')
                ?.querySelector('[class*="__price"]')
                ?.firstChild?.textContent?.trim() ?? '',
          })),
        );
      },
    );
    expect(builder).toEqual(pods());
  });

  it('with JavaScript on: the app takes the screen over without a layout shift, one plan call', async () => {
    for (const [handle, ready] of [
      ['autoship-manage', 'Your autoship is active'],
      ['autoship-program', textOf(en, 'program.how')],
      ['buildplan', textOf(en, 'builder.pods')],
    ] as const) {
      const before = await withoutJavaScript(
        session.browser,
        `${english.url}/pages/${handle}`,
        place,
      );
      const planCalls: string[] = [];
      const { page } = await session.open(`${english.url}/pages/${handle}`, {
        viewport: PHONE,
        beforeLoad: async (context) => {
          context.on('request', (request) => {
            if (request.url().includes('/autoShip/queryAutoShipPlan'))
              planCalls.push(request.url());
          });
          await watchLayoutShifts(context);
        },
      });
      await page.getByRole('heading', { name: ready, exact: true }).waitFor(WAIT);
      await expect.poll(() => page.locator('[data-autoship-first-screen]').count()).toBe(0);
      expect(await layoutShifts(page), handle).toEqual([]);
      expect(await place(page), handle).toEqual(before);
      await saveScreenshot(page, `first-screen-${handle}-js-375`);
      await page.waitForLoadState('networkidle');
      if (handle === 'autoship-manage') expect(planCalls).toHaveLength(1);
      else expect(planCalls).toEqual([]);
    }
  });

  it('the review page says what it will say: an active plan’s answer after the app took over changes no word and moves nothing (375 and 1280 px)', async () => {
    const url = `${english.url}/pages/autoship-review`;
    for (const viewport of [PHONE, DESKTOP]) {
      const before = await withoutJavaScript(session.browser, url, saysAndPlace, viewport);
      expect(before.says).toEqual([textOf(en, 'review.heading'), textOf(en, 'review.intro')]);
      // The plan's answer (the early call's, which the app adopts) held until the app has taken
      // the screen over: the page's mode (spec section 2) comes after its first render.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const planCalls: string[] = [];
      const { page } = await session.open(url, {
        viewport,
        beforeLoad: async (context) => {
          await watchLayoutShifts(context);
          await context.route('**/autoShip/queryAutoShipPlan**', async (route) => {
            planCalls.push(route.request().url());
            await held;
            await route.continue();
          });
        },
      });
      await expect.poll(() => page.locator('[data-autoship-first-screen]').count(), WAIT).toBe(0);
      release();
      await page.getByRole('button', { name: 'Save changes' }).waitFor(WAIT);
      await page.getByTestId('review-address').getByText(/\d{5}/).waitFor(WAIT);
      const seen = (await layoutShifts(page)).filter((value) => value >= VISIBLE_SHIFT);
      expect(seen, `${viewport.width} px`).toEqual([]);
      expect(await saysAndPlace(page), `${viewport.width} px`).toEqual(before);
      expect(planCalls).toHaveLength(1);
      await saveScreenshot(page, `first-screen-review-late-plan-${viewport.width}`);
    }
  });

  it('on the account page, the saved address arriving after the plan moves nothing (375 and 1280 px)', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      // The plan's address is its own call (spec section 3): held here until the plan is drawn.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const { page } = await session.open(`${english.url}/pages/autoship-manage`, {
        viewport,
        beforeLoad: async (context) => {
          await watchLayoutShifts(context);
          await context.route('**/autoShip/changePlanAddress/**', async (route) => {
            await held;
            await route.continue();
          });
        },
      });
      const address = page.getByTestId('plan-address');
      await page
        .getByRole('heading', { name: 'Your autoship is active', exact: true })
        .waitFor(WAIT);
      await expect.poll(() => address.innerText(), WAIT).toBe(textOf(en, 'manage.loadingAddress'));
      release();
      await expect.poll(() => address.innerText(), WAIT).toMatch(/\d{5}/);
      const seen = (await layoutShifts(page)).filter((value) => value >= VISIBLE_SHIFT);
      expect(seen, `${viewport.width} px`).toEqual([]);
      await saveScreenshot(page, `first-screen-manage-address-late-${viewport.width}`);
    }
  });
});

describe('the standalone build’s prerendered pages (the mock build)', { timeout: 120_000 }, () => {
  const PATHS: [string, MessageKey][] = [
    ['/pages/autoship-manage', 'manage.heading'],
    ['/pages/autoship-program', 'program.heading'],
    ['/pages/buildplan', 'builder.heading'],
    ['/pages/payment', 'payment.heading'],
    ['/review', 'review.heading'],
  ];

  it('with JavaScript off: every page’s heading, the program page’s copy', async () => {
    for (const [path, key] of PATHS) {
      const heading = await withoutJavaScript(
        session.browser,
        `${inject('baseURL')}${path}`,
        (page) => page.locator('main h1').innerText(),
      );
      expect(heading, path).toBe(textOf(en, key));
    }
    const program = await withoutJavaScript(
      session.browser,
      `${inject('baseURL')}/pages/autoship-program`,
      async (page) => {
        await saveScreenshot(page, 'first-screen-standalone-program-no-js-375');
        return page.locator('main').innerText();
      },
    );
    for (const key of ['program.hero', 'program.schedule', 'program.how.3'] as const) {
      expect(program).toContain(textOf(en, key));
    }
    // The build cannot know the hand-off's url: its screen says the hand-off's words, no refusal.
    const payment = await withoutJavaScript(
      session.browser,
      `${inject('baseURL')}/pages/payment?url=${encodeURIComponent('https://pay.example/p')}`,
      async (page) => ({
        main: await page.locator('main').innerText(),
        alerts: await page.getByRole('alert').count(),
      }),
    );
    expect(payment).toEqual({
      main: expect.stringContaining(textOf(en, 'payment.intro')),
      alerts: 0,
    });
  });

  it('with JavaScript off: the builder’s products with their prices, as the production build draws them', async () => {
    const builder = await withoutJavaScript(
      session.browser,
      `${inject('baseURL')}/pages/buildplan`,
      (page) =>
        page.locator('main h3').evaluateAll((titles) =>
          titles.map((title) => ({
            name: title.textContent?.trim() ?? '',
            price:
              title
                .closest('li')
                ?.querySelector('[class*="_price"]')
                ?.firstChild?.textContent?.trim() ?? '',
          })),
        ),
    );
    expect(builder).toEqual(pods());
  });

  it('the review page says what it will say: an active plan’s late answer changes no word and moves nothing (375 and 1280 px)', async () => {
    // The plan answers 4 s after it is asked: the app (whose first render waits 1.5 s at most)
    // takes the screen over first, and the page's mode (spec section 2) comes after.
    const path = '/review?scenario=active&fault=queryAutoShipPlan:delay=4000';
    for (const viewport of [PHONE, DESKTOP]) {
      const before = await withoutJavaScript(
        session.browser,
        `${inject('baseURL')}${path}`,
        saysAndPlace,
        viewport,
      );
      expect(before.says).toEqual([textOf(en, 'review.heading'), textOf(en, 'review.intro')]);
      const { page, context } = await session.open('about:blank', { viewport });
      await watchLayoutShifts(context);
      await page.goto(path);
      await page.getByRole('button', { name: 'Save changes' }).waitFor(WAIT);
      await page.getByTestId('review-address').getByText(/\d{5}/).waitFor(WAIT);
      const seen = (await layoutShifts(page)).filter((value) => value >= VISIBLE_SHIFT);
      expect(seen, `${viewport.width} px`).toEqual([]);
      expect(await saysAndPlace(page), `${viewport.width} px`).toEqual(before);
      await expect.poll(() => loggedPlanCalls(page)).toHaveLength(1);
    }
  });

  it('with JavaScript on: the app takes over without a layout shift, one plan call', async () => {
    for (const [path, ready] of [
      ['/pages/autoship-manage?scenario=active', 'Your autoship is active'],
      ['/pages/autoship-program', textOf(en, 'program.how')],
    ] as const) {
      const before = await withoutJavaScript(session.browser, `${inject('baseURL')}${path}`, place);
      const { page, context } = await session.open('about:blank', { viewport: PHONE });
      await watchLayoutShifts(context);
      await page.goto(path);
      await page.getByRole('heading', { name: ready, exact: true }).waitFor(WAIT);
      expect(await layoutShifts(page), path).toEqual([]);
      expect(await place(page), path).toEqual(before);
      await saveScreenshot(
        page,
        `first-screen-standalone${path.split('?')[0]?.replace(/\//g, '-')}-js-375`,
      );
      await page.waitForLoadState('networkidle');
      if (path.startsWith('/pages/autoship-manage'))
        await expect.poll(() => loggedPlanCalls(page)).toHaveLength(1);
    }
  });
});
