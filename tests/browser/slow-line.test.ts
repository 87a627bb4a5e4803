import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationForPath } from '#mocks/operations.ts';
import { setupBrowserSession } from './support/browser.ts';
import { finger, middleOf, watchTouches } from './support/touch.ts';

// A slow line, on a phone (Chromium): a dialog's code not yet downloaded when its opener is
// tapped. The opener says at once that it is working and keeps the press; the code is fetched
// before a tap on a slow line too. Figures (tap to feedback, tap to dialog, slow 3G): decision 062.

const session = setupBrowserSession();
const MANAGE = '/pages/autoship-manage?scenario=active';
/** The account page's dialogs: their chunk and the dialog's own, scripts and styles. */
const DIALOG_CODE = /\/assets\/(confirm-plan-action-dialog|dialog)-[^/]*\.(js|css)$/;
/** DevTools' and Puppeteer's "Slow 3G": about 400 kbit/s each way, 2 s round trips. */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

function planWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const id = operationForPath(request.method(), new URL(request.url()).pathname);
    if (id && OPERATIONS[id].write && OPERATIONS[id].planScoped) sent.push(id);
  });
  return sent;
}

describe('a slow line', { timeout: 120_000 }, () => {
  it('a tap before the dialog’s code: the button is busy at once, a second tap changes nothing, the dialog opens when the code comes', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const held: Route[] = [];
    const { page } = await session.open(MANAGE, {
      viewport: { width: 390, height: 844 },
      touch: true,
      beforeLoad: async (context) => {
        await watchTouches(context);
        await context.route(DIALOG_CODE, async (route) => {
          held.push(route);
          await arrived;
          await route.continue();
        });
      },
    });
    await page.getByText('1200 Market Street').first().waitFor();
    const writes = planWrites(page);
    const thumb = await finger(page);
    // The page's (the dialog, once open, has one of its own, later in the document).
    const opener = page.getByRole('button', { name: 'Pause plan' }).first();
    const point = await middleOf(opener);

    await thumb.tap(point);
    await thumb.settled();
    // Said in the frame after the tap: busy, its spinner shown, still focusable.
    expect(await opener.getAttribute('aria-busy')).toBe('true');
    expect(await opener.getByTestId('loading-button-spinner').isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Working…' }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(held.length).toBeGreaterThan(0);

    await thumb.tap(point);
    await thumb.settled();
    expect(await opener.getAttribute('aria-busy')).toBe('true');

    release();
    const dialog = page.getByRole('dialog', { name: 'Pause your autoship?' });
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await opener.getAttribute('aria-busy')).toBe('false');
    expect(writes).toEqual([]);
  });

  it('on slow 3G, the dialogs’ code is fetched once the page shows, before any tap', async () => {
    const fetched: string[] = [];
    const { page } = await session.open(MANAGE, {
      viewport: { width: 390, height: 844 },
      touch: true,
      beforeLoad: async (context) => {
        context.on('request', (request) => {
          if (DIALOG_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url());
        });
      },
    });
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor();
    // The page again, over a slow line, with nothing in the cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    fetched.length = 0;
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Pause plan' }).waitFor({ timeout: 90_000 });
    await expect
      .poll(() => fetched.some((url) => /confirm-plan-action-dialog-[^/]*\.js$/.test(url)), {
        timeout: 90_000,
      })
      .toBe(true);
    expect(fetched.some((url) => /\/assets\/dialog-[^/]*\.js$/.test(url))).toBe(true);
  });
});
