import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './support/browser.ts';

// The account page's item editor and its delete-with-care dialog, in Chromium (mock build).
const session = setupBrowserSession();
const MANAGE = '/pages/autoship-manage';
const CLASSIC = 'Classic Tobacco, 2 pods';

async function openManage(scenario: string) {
  const opened = await session.open(`${MANAGE}?scenario=${scenario}`, { viewport: 'desktop' });
  await opened.page.waitForFunction(() => !document.querySelector('[data-testid="skeleton"]'));
  await opened.page
    .getByRole('heading', { name: 'Your autoship is active', exact: true })
    .waitFor();
  return opened;
}

function classicRow(page: Page) {
  return page.getByTestId('plan-item').filter({ hasText: 'Classic Tobacco' });
}

async function traceDetails(page: Page, step: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      window.__autoshipMock?.traceEvents({ step: wanted }).map((record) => record.details) ?? [],
    step,
  );
}

/** The stored plan's next pay date-time (the mock backend's state, kept in the tab). */
async function storedNextPayDt(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.__autoshipMock?.state().plan?.nextPayDt ?? '');
  if (value === '') throw new Error('the mock backend has no plan');
  return value;
}

/** A date-time as the page shows it: the browser's local dd/mm/yyyy. */
async function shownDate(page: Page, dateTime: string): Promise<string> {
  return page.evaluate((value) => {
    const date = new Date(value);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }, dateTime);
}

describe('account page: items and cancel with care (Chromium)', () => {
  it('a quantity change is saved and still there after a reload', async () => {
    const { page } = await openManage('active');
    await expect.poll(() => classicRow(page).textContent()).toContain('Qty 2');

    await page.getByRole('button', { name: 'Change items' }).click();
    await page.getByRole('heading', { name: 'Change your items' }).waitFor();
    await page.getByRole('button', { name: `One more ${CLASSIC}` }).click();
    await page.getByRole('button', { name: `One more ${CLASSIC}` }).click();
    await page.getByRole('button', { name: 'Save items' }).click();

    await page.getByRole('heading', { name: 'Change your items' }).waitFor({ state: 'detached' });
    await expect.poll(() => classicRow(page).textContent()).toContain('Qty 4');
    // The item keeps its own name (not renamed after the product title).
    expect(await classicRow(page).textContent()).not.toContain('Classic Tobacco Pods');

    await page.reload();
    await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor();
    await expect.poll(() => classicRow(page).textContent()).toContain('Qty 4');
  });

  it('Save items stays where it is while the store’s items arrive (a click there lands on it)', async () => {
    // Every call 1.5 s: the editor opens before the store's items it offers to add.
    const { page } = await session.open(`${MANAGE}?scenario=slow&mockLatency=1500`);
    await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Change items' }).click();
    const editor = page.locator('[data-testid="edit-item"]').first().locator('xpath=../..');
    const save = page.getByRole('button', { name: 'Save items' });
    await save.waitFor();
    await expect.poll(() => editor.textContent()).toContain('Loading the store’s items…');
    // Where it is on the page (not in the viewport: a scroll is not a move).
    const where = () =>
      save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return [box.x + scrollX, box.y + scrollY, box.width, box.height];
      });
    const before = await where();

    await expect.poll(() => editor.textContent(), { timeout: 30_000 }).toContain('Choose an item…');
    expect(await where()).toEqual(before);
  });

  it('delete asks why; "Pause instead" pauses and keeps the plan', async () => {
    const { page } = await openManage('active');
    await page.getByRole('button', { name: 'Delete plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your autoship?' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog
      .getByRole('textbox', { name: 'Tell us more (optional)' })
      .fill('  <i>moving</i> abroad ');
    expect(await dialog.locator('i').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Pause instead' }).click();
    await page.getByRole('heading', { name: 'Your autoship is paused', exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: 'Your autoship is paused', exact: true }).waitFor();
    expect(await page.getByTestId('plan-item').count()).toBe(2);
    await expect
      .poll(() => traceDetails(page, 'cancel_reason'))
      .toEqual([
        expect.objectContaining({
          reason: 'other',
          other: '<i>moving</i> abroad',
          outcome: 'pause',
        }),
      ]);
    expect(await traceDetails(page, '7_3')).toEqual([]);
  });

  it('"Skip the next delivery instead" keeps the plan and moves its date, after a reload too', async () => {
    const { page } = await openManage('active');
    const before = await storedNextPayDt(page);
    await page.getByRole('button', { name: 'Delete plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your autoship?' });
    await dialog.getByRole('radio', { name: 'The deliveries don’t fit my schedule' }).check();
    await dialog.getByRole('button', { name: 'Skip the next delivery instead' }).click();
    await dialog.waitFor({ state: 'detached' });

    const after = await storedNextPayDt(page);
    expect(after).not.toBe(before);
    const date = await shownDate(page, after);
    await page.getByTestId('plan-next-pay-date').filter({ hasText: date }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor();
    await page.getByTestId('plan-next-pay-date').filter({ hasText: date }).waitFor();
    await expect
      .poll(() => traceDetails(page, 'cancel_reason'))
      .toEqual([expect.objectContaining({ reason: 'delivery_timing', outcome: 'skip' })]);
    expect(await traceDetails(page, '7_3')).toEqual([]);
  });
});
