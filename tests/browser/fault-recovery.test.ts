import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockReady, setupBrowserSession } from './support/browser.ts';
import { dialogOpened } from './support/dialogs.ts';

// Faults a shopper meets in a real browser (docs/reliability.md): the connection drops, a cached
// plan was edited, a chunk of the app cannot be downloaded, a double-click, Back mid-checkout.

const session = setupBrowserSession();
const MANAGE = '/pages/autoship-manage';
const REVIEW = '/review';
/** Spec section 9: the request timeout, counted from the click. */
const REQUEST_TIMEOUT_MS = 60_000;
const OFFLINE = /You’re offline, so nothing was sent/;
const CACHE_MESSAGE = /The local cache function is invalid/;

/** Requests whose path starts with `path`, counted from now on. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) count += 1;
  });
  return () => count;
}

/** Resolves once the page has downloaded a file whose name starts with `name` (its idle preload). */
async function downloaded(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.includes(`/assets/${wanted}-`)),
    name,
  );
}

async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Console errors about the backend's calls: none, offline included. The mock fails them in the
 * page as a dropped connection would, and logs nothing (public/mock-worker.js).
 */
function apiCallErrors(problems: { consoleErrors: string[] }): string[] {
  return problems.consoleErrors.filter((text) => /\/(autoShip|trace|shopify)\//.test(text));
}

async function activePlan(page: Page) {
  await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor();
}

describe('offline is a state, not a wait', { timeout: 120_000 }, () => {
  it('checkout offline: a message naming the cause within the timeout; back online nothing of it is sent, one click is one checkout', async () => {
    const { page, context, problems } = await session.open(`${REVIEW}?scenario=draft`, {
      // Offline, the browser logs the files it could not download (the trace call's code).
      allowConsoleErrors: true,
    });
    await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
    await page.getByRole('checkbox', { name: /autoship terms/ }).check();
    await downloaded(page, 'checkout-attempt');
    await context.setOffline(true);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByText(OFFLINE).first().waitFor({ timeout: REQUEST_TIMEOUT_MS });
    expect(Date.now() - clickedAt).toBeLessThan(REQUEST_TIMEOUT_MS);
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    await expect.poll(() => checkout.isEnabled()).toBe(true);

    const carts = countRequests(page, '/autoShip/toCheckoutCar');
    const checkouts = countRequests(page, '/autoShip/checkout');
    await context.setOffline(false);
    await checkout.click();
    await page.waitForURL('**/__mock/hosted-payment**');
    // Had the offline attempt been held, it would have gone too: two of each.
    expect([carts(), checkouts()]).toEqual([1, 1]);
    expect(apiCallErrors(problems)).toEqual([]);
  });

  it('pause offline: a message within the timeout, the plan still active; back online nothing is sent until the shopper pauses again', async () => {
    const { page, context, problems } = await session.open(`${MANAGE}?scenario=active`, {
      // Offline, the browser logs the files it could not download.
      allowConsoleErrors: true,
    });
    await activePlan(page);
    await Promise.all(
      ['dialog', 'confirm-plan-action-dialog'].map((name) => downloaded(page, name)),
    );
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pause plan' }).click();
    const clickedAt = Date.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Pause plan' }).click();
    await page.getByText(OFFLINE).first().waitFor({ timeout: REQUEST_TIMEOUT_MS });
    expect(Date.now() - clickedAt).toBeLessThan(REQUEST_TIMEOUT_MS);

    const pauses = countRequests(page, '/autoShip/pausePlan/');
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Pause plan' }).isEnabled())
      .toBe(true);
    await page.getByRole('button', { name: 'Pause plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pause plan' }).click();
    await page.getByRole('heading', { name: 'Your autoship is paused' }).waitFor();
    expect(pauses()).toBe(1);
    expect(apiCallErrors(problems)).toEqual([]);
  });
});

describe('a cached plan is input', { timeout: 120_000 }, () => {
  type Cached = { key: string; value: Record<string, unknown> };
  type Tamper = (pod: Record<string, unknown>) => void;

  async function cachedByChangePlan(page: Page): Promise<Cached[]> {
    await activePlan(page);
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL('**/pages/buildplan**');
    return page.evaluate(() =>
      ['asPlanData', 'asProductData'].map((key) => ({
        key,
        value: JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>,
      })),
    );
  }

  function tampered([plan, products]: Cached[], tamper: Tamper): Cached[] {
    const copy = JSON.parse(JSON.stringify([plan, products])) as Cached[];
    const pods = copy[0]?.value.pods as Record<string, Record<string, unknown>>;
    for (const pod of Object.values(pods)) tamper(pod);
    const items = copy[1]?.value.productData as Record<string, unknown>[];
    for (const item of items) tamper(item);
    return copy;
  }

  const CASES: [string, Tamper][] = [
    ['quantity 0', (item) => void (item.num = 0)],
    ['quantity 1e9', (item) => void (item.num = 1e9)],
    ['price −1e9', (item) => void ('price' in item && (item.price = -1e9))],
  ];

  it.each(CASES)(
    '%s: the local-cache message, back to the builder, changePlan never posted',
    async (_name, tamper) => {
      const { page } = await session.open(`${MANAGE}?scenario=active`);
      const cached = tampered(await cachedByChangePlan(page), tamper);
      const changes = countRequests(page, '/autoShip/changePlan/');
      await page.evaluate((entries) => {
        for (const { key, value } of entries) localStorage.setItem(key, JSON.stringify(value));
      }, cached);
      await page.goto(`${REVIEW}?type=REVIEW_EDIT`);
      await page.getByText(CACHE_MESSAGE).first().waitFor();
      expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
      await page.waitForURL('**/pages/buildplan**');
      expect(await page.evaluate(() => localStorage.getItem('asProductData'))).toBeNull();
      expect(changes()).toBe(0);
    },
  );
});

describe('a cached plan is priced by the store', { timeout: 120_000 }, () => {
  type Item = Record<string, unknown>;
  const cachedPlan = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('asPlanData') ?? '{}') as Item);
  const writePlan = (page: Page, plan: Item) =>
    page.evaluate((value) => localStorage.setItem('asPlanData', JSON.stringify(value)), plan);

  /** The bodies the page sends to changePlan, as it sends them (the worker reads a stream). */
  const recordChangePlanBodies = (context: BrowserContext) =>
    context.addInitScript(() => {
      const bodies: string[] = [];
      Object.assign(window, { __changePlanBodies: bodies });
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const request = new Request(input, init);
        if (request.url.includes('/autoShip/changePlan/')) {
          void request
            .clone()
            .text()
            .then((text) => bodies.push(text));
        }
        return send(request);
      };
    });
  const changePlanBodies = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { __changePlanBodies: string[] }).__changePlanBodies ?? []).map(
        (text) => JSON.parse(text) as { orderItemList: Item[] },
      ),
    );

  it.each([
    ['1e308', 1e308],
    ['null', null],
    ['missing', undefined],
  ])('a cached price %s: Save changes posts the store’s prices', async (_name, price) => {
    const { page } = await session.open(`${MANAGE}?scenario=active`, {
      beforeLoad: recordChangePlanBodies,
    });
    await activePlan(page);
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL('**/pages/buildplan**');
    const plan = await cachedPlan(page);
    const pods = Object.values(plan.pods as Record<string, Item>);
    const storePrices = new Map(pods.map((pod) => [pod.variantId, pod.price]));
    for (const pod of pods) pod.price = pod.comparePrice = price;
    await writePlan(page, plan);
    await page.goto(`${REVIEW}?type=REVIEW_EDIT`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await changePlanBodies(page)).length).toBe(1);
    const [body] = await changePlanBodies(page);
    const posted = (body?.orderItemList ?? []).filter((item) => item.isGift === 0);
    expect(posted.map((item) => [item.variantId, item.price])).toEqual([...storePrices]);
  });

  it('five copies of the gift: the local-cache message, changePlan never posted', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active`);
    await activePlan(page);
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL('**/pages/buildplan**');
    const plan = await cachedPlan(page);
    for (const gift of plan.gifts as Item[]) gift.num = 5;
    await writePlan(page, plan);
    const changes = countRequests(page, '/autoShip/changePlan/');
    await page.goto(`${REVIEW}?type=REVIEW_EDIT`);
    await page.getByText(CACHE_MESSAGE).first().waitFor();
    await page.waitForURL('**/pages/buildplan**');
    expect(changes()).toBe(0);
  });
});

describe('a failed chunk is recoverable', { timeout: 120_000 }, () => {
  const DIALOG_CHUNKS = /\/assets\/(dialog|confirm-plan-action-dialog)-[^/]*\.(js|css)$/;

  it('a refused dialog chunk leaves the page in place, with a Try again that works once it is back', async () => {
    let refusing = true;
    const { page } = await session.open(`${MANAGE}?scenario=active`, {
      allowConsoleErrors: true, // the browser logs the refused downloads
      beforeLoad: (context: BrowserContext) =>
        context.route(DIALOG_CHUNKS, (route) => (refusing ? route.abort() : route.continue())),
    });
    await activePlan(page);
    await page.getByRole('button', { name: 'Pause plan' }).click();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the page couldn’t load' });
    await failure.waitFor();
    expect(await page.getByRole('heading', { name: 'Your autoship is active' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByText(/preload|dynamically imported|\/assets\//).count()).toBe(0);

    refusing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause your autoship?' });
    await dialog.waitFor();
    // Its stylesheet came too (the failed link was not left to stand for it).
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
          (link) => link.href.includes('/assets/dialog-') && link.sheet !== null,
        ),
      ),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Pause plan' }).click();
    await page.getByRole('heading', { name: 'Your autoship is paused' }).waitFor();
  });
});

describe('smaller faults', { timeout: 120_000 }, () => {
  it.each(['Pause plan', 'Delete plan'])(
    'a double-click on “%s” leaves its dialog open',
    async (opener) => {
      const { page } = await session.open(`${MANAGE}?scenario=active`);
      await activePlan(page);
      await Promise.all(
        ['dialog', 'confirm-plan-action-dialog'].map((name) => downloaded(page, name)),
      );
      await page.getByRole('button', { name: opener }).dblclick();
      // The dialog opens once its code's promise settles; the second click must not close it.
      await page.getByRole('dialog').waitFor();
      await dialogOpened(page);
      await nextFrame(page);
      expect(await page.getByRole('dialog').isVisible()).toBe(true);
    },
  );

  it.each(['Pause plan', 'Delete plan', 'Change next delivery'])(
    'two taps on “%s”, the second once its dialog shows, leave the dialog open',
    async (opener) => {
      const { page } = await session.open(`${MANAGE}?scenario=active`, {
        beforeLoad: (context: BrowserContext) => context.clock.install(),
      });
      await activePlan(page);
      await page.getByText('1200 Market Street').waitFor(); // the address moves the buttons
      const button = page.getByRole('button', { name: opener });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error(`“${opener}” is not on screen`);
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // The page's clock held, so the second tap comes 120 ms after the dialog shows however busy
      // the machine is. Two single clicks (Playwright gives each a click count of 1), where a tap
      // lands; React reveals the lazy dialog on a timer, so the held clock moves a frame at a time.
      const dialog = page.getByRole('dialog');
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.mouse.click(x, y);
      await expect
        .poll(async () => (await page.clock.runFor(16), dialog.isVisible()), { timeout: 30_000 })
        .toBe(true);
      await page.clock.runFor(120);
      await page.mouse.click(x, y);
      await page.clock.runFor(1_000);
      await page.clock.resume();
      await nextFrame(page);
      expect(await dialog.isVisible()).toBe(true);
    },
  );

  it('Back during a slow checkout stays where the shopper went: no payment page follows', async () => {
    const { page } = await session.open(
      '/pages/autoship-program?scenario=draft&fault=checkout:delay=3000',
      {
        allowConsoleErrors: true, // the cancelled checkout call
      },
    );
    // The program page drawn and the mock answering first: a history entry pushed while the app
    // still starts is not the one the shopper goes back from.
    await page.getByRole('heading', { level: 1, name: 'The autoship program' }).waitFor();
    await mockReady(page);
    await page.evaluate(() => history.pushState(null, '', '/review'));
    await page.getByRole('heading', { level: 1, name: 'Review your plan' }).waitFor();
    await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
    await page.getByRole('checkbox', { name: /autoship terms/ }).check();
    const sent = page.waitForRequest((request) => request.url().includes('/autoShip/checkout'));
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const request = await sent;
    await page.goBack();
    await page.waitForURL('**/pages/autoship-program?**');
    // Leaving cancels the call in flight: no answer reaches the page, so nothing follows it.
    expect(await request.response()).toBeNull();
    expect(request.failure()?.errorText).toMatch(/ABORTED/);
    expect(new URL(page.url()).pathname).toBe('/pages/autoship-program');
  });
});
