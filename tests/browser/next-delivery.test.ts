import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './support/browser.ts';

const session = setupBrowserSession();

const MANAGE = '/pages/autoship-manage';
const DAY_MS = 86_400_000;

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

async function openManage(scenario: string) {
  const opened = await session.open(`${MANAGE}?scenario=${scenario}`, { viewport: 'desktop' });
  await opened.page
    .getByRole('heading', { name: 'Your autoship is active', exact: true })
    .waitFor();
  return opened;
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Change next delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your next delivery' });
  await dialog.waitFor();
  return dialog;
}

/** The pay-date line and the status panel both show `date`. */
async function expectPageShows(page: Page, date: string): Promise<void> {
  await page.getByTestId('plan-next-pay-date').filter({ hasText: date }).waitFor();
  expect(await page.getByTestId('plan-status').textContent()).toContain(date);
}

describe('the next delivery in Chromium (mock build)', () => {
  it('skip moves it one interval on, and a reload shows the same date', async () => {
    const { page } = await openManage('active');
    const before = await storedNextPayDt(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Skip next delivery' }).click();
    await dialog.waitFor({ state: 'detached' });

    const after = await storedNextPayDt(page);
    expect(Date.parse(after) - Date.parse(before)).toBe(45 * DAY_MS);
    const date = await shownDate(page, after);
    await expectPageShows(page, date);

    await page.reload();
    await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor();
    await expectPageShows(page, date);
  });

  it('ship now, confirmed, shows the server’s date: today plus the interval', async () => {
    const { page } = await openManage('next-delivery-skipped');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Ship now' }).click();
    await dialog.getByRole('button', { name: 'Yes, ship and charge now' }).click();
    await dialog.waitFor({ state: 'detached' });

    const after = await storedNextPayDt(page);
    expect(Math.abs(Date.parse(after) - (Date.now() + 45 * DAY_MS))).toBeLessThan(DAY_MS);
    await expectPageShows(page, await shownDate(page, after));
  });

  it('a new date: a past day is refused keeping what was typed, a day within the interval is the server’s', async () => {
    const { page } = await openManage('active');
    const dialog = await openDialog(page);
    const field = dialog.getByLabel('New date for your next delivery');
    const day = (offset: number) =>
      page.evaluate((days) => {
        const date = new Date();
        date.setDate(date.getDate() + days);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
      }, offset);

    const yesterday = await day(-1);
    await field.fill(yesterday);
    await dialog.getByRole('button', { name: 'Move my delivery' }).click();
    await dialog.getByText(/^That date has passed\./).waitFor();
    expect(await field.inputValue()).toBe(yesterday);

    const chosen = await day(12);
    await field.fill(chosen);
    await dialog.getByRole('button', { name: 'Move my delivery' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [year, month, date] = chosen.split('-');
    expect(await shownDate(page, await storedNextPayDt(page))).toBe(`${date}/${month}/${year}`);
    await expectPageShows(page, `${date}/${month}/${year}`);
  });
});
