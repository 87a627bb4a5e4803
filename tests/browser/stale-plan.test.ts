import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { en } from '#src/domain/i18n/en.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';
import { setupBrowserSession } from './support/browser.ts';

/**
 * Two tabs of one browser (two pages of one context) and two devices (two contexts) on one
 * account, in Chromium: the theme build in the stand-in theme against one mock backend over HTTP
 * (`npm run mock:serve`'s), which both share, as they share a store's backend. A save made from
 * a plan that changed meanwhile is refused and said, shows the other change and keeps this one;
 * a plan deleted meanwhile is said in our words, never the server's.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };
const MANAGE = '/pages/autoship-manage';
const CLASSIC = 'Classic Tobacco, 2 pods';
const BERRY = 'Berry Breeze Pods — 2 pods';
const BERRY_VARIANT = 4100009;

let backend: MockHttpServer;
let host: ThemeHost;

beforeEach(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
  host = await startThemeHost({
    themeDir: inject('themeDir'),
    backend: backend.url,
    paymentHosts: '',
    products: DEFAULT_STORE_CONTEXT.builderProducts,
  });
});

afterEach(async ({ task }) => {
  try {
    await session.closePages(task);
  } finally {
    await host.close();
    await backend.close();
  }
});

/** The page's errors fail the test, as `session.open` does for its own page. */
function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
}

async function showsActivePlan(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor(WAIT);
}

/** A device: a browser context of its own, on the account page. */
async function device(): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await session.open(`${host.url}${MANAGE}`);
  await showsActivePlan(opened.page);
  return opened;
}

/** Another tab of the same browser, on the account page. */
async function anotherTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  watchErrors(page, errors);
  await page.goto(`${host.url}${MANAGE}`);
  await showsActivePlan(page);
  return page;
}

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Change items' }).click();
  await page.getByRole('heading', { name: 'Change your items' }).waitFor(WAIT);
}

async function oneMoreClassic(page: Page): Promise<void> {
  await openEditor(page);
  await page.getByRole('button', { name: `One more ${CLASSIC}` }).click();
}

async function addBerryAndSave(page: Page): Promise<void> {
  await openEditor(page);
  await page.getByRole('combobox', { name: 'Add an item' }).selectOption({ label: BERRY });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save items' }).click();
  await page.getByRole('heading', { name: 'Change your items' }).waitFor({ state: 'detached' });
}

function storedLines(): string[] {
  return (backend.store.queryPlan()?.orderItemList ?? [])
    .map((item) => `${item.variantId}×${item.variantNum}`)
    .sort();
}

/** B's save was refused: told, A's item shown, B's own change kept; the second save keeps both. */
async function secondSaveIsToldAndKeepsBoth(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save items' }).click();
  const notice = page.getByRole('alert').filter({ hasText: en['itemsEdit.changedElsewhere'] });
  await notice.waitFor(WAIT);
  expect(await notice.textContent()).toContain('Berry Breeze');
  expect(await page.getByRole('group', { name: `Quantity of ${CLASSIC}` }).textContent()).toContain(
    '3',
  );
  await page.getByRole('group', { name: /Quantity of Berry Breeze/ }).waitFor(WAIT);
  // Nothing of A's was replaced.
  expect(storedLines()).toEqual(expect.arrayContaining(['4100001×2', `${BERRY_VARIANT}×1`]));

  await page.getByRole('button', { name: 'Save items' }).click();
  await page.getByRole('heading', { name: 'Change your items' }).waitFor({ state: 'detached' });
  expect(storedLines()).toEqual(expect.arrayContaining(['4100001×3', `${BERRY_VARIANT}×1`]));
}

describe(
  'a plan changed or deleted elsewhere (Chromium, theme build)',
  { timeout: 120_000 },
  () => {
    it('two tabs saving items one after the other: the second is told, sees the first’s change, and keeps its own', async () => {
      const errors: string[] = [];
      const { page: tabA, context } = await device();
      const tabB = await anotherTab(context, errors);
      await oneMoreClassic(tabB);
      const savesOfB: string[] = [];
      tabB.on('request', (request) => {
        if (request.url().includes('/autoShip/changePlan/')) savesOfB.push(request.url());
      });

      // Tab B learns of A's save at once: it reads the plan again, its editor keeping B's change.
      const rereadByB = tabB.waitForResponse((response) =>
        response.url().includes('/autoShip/queryAutoShipPlan'),
      );
      await addBerryAndSave(tabA);
      await rereadByB;
      await secondSaveIsToldAndKeepsBoth(tabB);
      // B's first save was refused in the tab, before it was sent; its second went.
      expect(savesOfB).toHaveLength(1);

      // And tab A, told of B's save, shows both.
      await tabA.getByTestId('plan-item').filter({ hasText: 'Qty 3' }).waitFor(WAIT);
      expect(await tabA.getByTestId('plan-item').filter({ hasText: 'Berry Breeze' }).count()).toBe(
        1,
      );
      expect(errors).toEqual([]);
    });

    it('two devices saving items one after the other: the backend refuses the older one (5007), which is told and keeps both', async () => {
      const deviceA = await device();
      const deviceB = await device();
      await oneMoreClassic(deviceB.page);
      await addBerryAndSave(deviceA.page);

      const refused = deviceB.page.waitForResponse((response) =>
        response.url().includes('/autoShip/changePlan/'),
      );
      await secondSaveIsToldAndKeepsBoth(deviceB.page);
      const answer = (await (await refused).json()) as { code: number };
      expect(answer.code).toBe(5007);
      expect(await deviceB.page.textContent('body')).not.toContain('has changed (version');
    });

    it('a plan deleted in another tab: the other tab says so in our words and shows no plan', async () => {
      const errors: string[] = [];
      const { page: tabA, context } = await device();
      const tabB = await anotherTab(context, errors);
      await oneMoreClassic(tabB);

      await tabA.getByRole('button', { name: 'Delete plan' }).click();
      const dialog = tabA.getByRole('dialog', { name: 'Delete your autoship?' });
      await dialog.getByRole('button', { name: 'Delete plan' }).click();
      await tabA
        .getByRole('heading', { name: 'You don’t have an autoship plan yet' })
        .waitFor(WAIT);

      await tabB
        .getByRole('heading', { name: 'You don’t have an autoship plan yet' })
        .waitFor(WAIT);
      await tabB.getByText(en['failure.cause.planGone']).waitFor(WAIT);
      expect(await tabB.textContent('body')).not.toContain('was not found');
      expect(await tabB.getByRole('heading', { name: 'Your autoship is active' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('a plan deleted on another device: the item save says so in our words and shows no plan', async () => {
      const deviceA = await device();
      const deviceB = await device();
      await oneMoreClassic(deviceB.page);
      await deviceA.page.getByRole('button', { name: 'Delete plan' }).click();
      await deviceA.page
        .getByRole('dialog', { name: 'Delete your autoship?' })
        .getByRole('button', { name: 'Delete plan' })
        .click();
      await deviceA.page
        .getByRole('heading', { name: 'You don’t have an autoship plan yet' })
        .waitFor(WAIT);

      await deviceB.page.getByRole('button', { name: 'Save items' }).click();
      await deviceB.page
        .getByRole('heading', { name: 'You don’t have an autoship plan yet' })
        .waitFor(WAIT);
      await deviceB.page.getByText(en['failure.cause.planGone']).waitFor(WAIT);
      expect(await deviceB.page.textContent('body')).not.toContain('was not found');
    });
  },
);
