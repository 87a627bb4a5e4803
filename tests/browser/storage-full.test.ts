import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver } from './support/app-took-over.ts';
import { saveScreenshot, setupBrowserSession } from './support/browser.ts';

// Spec section 8's local-storage path with the browser's real storage at its quota (Chromium):
// what the shopper sees on the builder and the review page, and how far they can go.

const session = setupBrowserSession();
const TAB_ONLY = /You can still go on and pay in this tab/;

/** Fills the page's local storage until it takes nothing more, as a site's data can. */
async function fillLocalStorage(page: Page): Promise<void> {
  const left = await page.evaluate(() => {
    let size = 1024 * 1024;
    for (let index = 0; size > 0; index += 1) {
      try {
        localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
    try {
      localStorage.setItem('probe', 'x');
      return 'room left';
    } catch {
      return 'full';
    }
  });
  expect(left).toBe('full');
}

async function builderWithAPack(): Promise<Page> {
  const { page } = await session.open('/pages/buildplan?scenario=no-plan', { viewport: 'mobile' });
  await page.getByRole('heading', { name: 'Guava Chill Pods' }).waitFor();
  await expect.poll(() => page.getByTestId('skeleton').count()).toBe(0);
  await appTookOver(page);
  await fillLocalStorage(page);
  await page.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }).click();
  return page;
}

describe('local storage full', { timeout: 90_000 }, () => {
  it('Continue goes on, saying so; the review page says what it means; the shopper pays in this tab', async () => {
    const page = await builderWithAPack();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page
      .getByText('Your browser didn’t save your plan on this device: it’s kept in this tab only.')
      .waitFor();
    await page.getByRole('heading', { name: 'Review your plan' }).waitFor();
    await page.getByTestId('tab-only-notice').getByText(TAB_ONLY).waitFor();
    await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
    expect(await page.getByTestId('price-total').first().textContent()).toBe('$12.99');
    await saveScreenshot(page, 'review-storage-full-375');
    expect(await page.evaluate(() => localStorage.getItem('asPlanData'))).toBeNull();

    // Back on the builder, the plan is the one chosen, and the builder says the same.
    await page.goBack();
    await page.getByTestId('tab-only-notice').getByText(TAB_ONLY).waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Quantity of Classic Tobacco Pods, 2 pods' })
        .textContent(),
    ).toContain('1');
    await saveScreenshot(page, 'builder-storage-full-375');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('checkbox', { name: /autoship terms/ }).check();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL('**/__mock/hosted-payment**');
  });

  it('a reload loses what the tab kept: the spec’s message, then the builder', async () => {
    const page = await builderWithAPack();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByTestId('tab-only-notice').waitFor();
    await page.reload();
    await page
      .getByText(/The local cache function is invalid/)
      .first()
      .waitFor();
    await page.waitForURL('**/pages/buildplan**');
    await page.getByRole('heading', { name: 'Build your plan' }).waitFor();
  });
});
