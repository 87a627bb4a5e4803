import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { setupBrowserSession } from './support/browser.ts';

const session = setupBrowserSession();

const MANAGE = '/pages/autoship-manage';
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

describe('account page: past deliveries in Chromium (mock build)', () => {
  it('opens the history, pages through it with "Show more", one request per press', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=order-history`, {
      viewport: 'desktop',
    });
    const queryOrders: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/autoShip/queryOrders')) {
        queryOrders.push(request.url());
      }
    });
    await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor();

    // The disclosure arrives with the page's idle work; nothing is asked before it is opened.
    await page.getByText('Past deliveries', { exact: true }).click();
    const rows = page.getByTestId('past-delivery');
    await expect.poll(() => rows.count()).toBe(10);
    expect(queryOrders).toHaveLength(1);
    expect(await rows.first().locator('time').textContent()).toMatch(DATE);
    await expect.poll(() => seriousViolations(page)).toEqual([]);

    const total = await page.evaluate(() => window.__autoshipMock?.state().orders.length ?? 0);
    const showMore = page.getByRole('button', { name: 'Show more' });
    await showMore.dblclick();
    await expect.poll(() => rows.count()).toBe(20);
    expect(queryOrders).toHaveLength(2);

    await showMore.click();
    await expect.poll(() => rows.count()).toBe(total);
    expect(queryOrders).toHaveLength(3);
    await showMore.waitFor({ state: 'detached' });

    // Newest first over every page: each date is on or before the one above it.
    const dates = (await rows.locator('time').allTextContents()).map((text) => {
      const [day, month, year] = text.split('/');
      return `${year}-${month}-${day}`;
    });
    expect(dates).toEqual(dates.toSorted().reverse());
  });
});
