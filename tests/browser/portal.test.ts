import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './support/browser.ts';

/**
 * The account portal's shopper-visible parts in Chromium (mock build, docs/portal.md): a price
 * summary whose lines add up with freight and tiers on, the builder's bar at 375 px, and toasts
 * that leave a phone's navigation bar readable.
 */
const session = setupBrowserSession();

const MANAGE = '/pages/autoship-manage';
const WAIT = { timeout: 20_000 };

/** The store context of a theme with a $4.99 freight fee and 10 % off from 3 packs. */
const STORE_CONTEXT = JSON.stringify({
  autoship: {
    freightFeeCents: 499,
    slideDiscountTiers: [{ minQuantity: 3, rate: 0.1 }],
    allowedPurchaseCountries: ['US'],
  },
});

/** Every page of this context is served with that store context in its JSON block. */
async function withFreightAndTiers(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="autoship-store-context">)[\s\S]*?(<\/script>)/,
      `$1${STORE_CONTEXT}$2`,
    );
    await route.fulfill({ response, body: html });
  });
}

function cents(text: string): number {
  const match = /([−+-])?\$(\d+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

interface ShownLines {
  charges: number[];
  deductions: number[];
  subtotal: number;
  total: number;
  kinds: string[];
}

async function shownLines(page: Page): Promise<ShownLines> {
  const summary = page.getByTestId('price-summary').first();
  const amounts = async (kind: string) =>
    (await summary.locator(`[data-price-line="${kind}"] dd`).allTextContents()).map(cents);
  return {
    charges: await amounts('charge'),
    deductions: await amounts('deduction'),
    subtotal: cents((await summary.getByTestId('price-subtotal').textContent()) ?? ''),
    total: cents((await summary.getByTestId('price-total').textContent()) ?? ''),
    kinds: await summary
      .locator('[data-price-line]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? '')),
  };
}

function expectLinesAddUp(lines: ShownLines): void {
  const sum = (list: number[]) => list.reduce((total, value) => total + value, 0);
  expect(sum(lines.charges)).toBe(lines.subtotal);
  // Deductions are shown with a minus: adding them takes them off.
  expect(lines.subtotal + sum(lines.deductions)).toBe(lines.total);
  expect(lines.kinds).toEqual(
    expect.arrayContaining([
      'price-line-freight',
      'price-line-free-freight',
      'price-line-slide-discount',
    ]),
  );
}

describe('the account portal in Chromium (mock build)', () => {
  it('with freight and tiers on, the summary’s lines sum to its total on the account page, the builder and the review', async () => {
    const { page, context } = await session.open(`${MANAGE}?scenario=active`);
    await withFreightAndTiers(context);
    await page.reload();
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor(WAIT);
    const account = await shownLines(page);
    expectLinesAddUp(account);

    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('heading', { name: 'Build your plan', level: 1 }).waitFor(WAIT);
    await page.getByTestId('price-total').waitFor(WAIT);
    // The same plan once every product has loaded: the same lines.
    await expect.poll(() => shownLines(page), WAIT).toEqual(account);

    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('button', { name: 'Save changes' }).waitFor(WAIT);
    await page.getByTestId('price-total').waitFor(WAIT);
    await expect.poll(() => shownLines(page), WAIT).toEqual(account);
  });

  it('the builder at 375 px: the total and Continue to review in view without scrolling, and at the end of the page the bar covers nothing', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active`, { viewport: 'mobile' });
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('heading', { name: 'Build your plan', level: 1 }).waitFor(WAIT);
    await page.getByTestId('price-total').waitFor(WAIT);

    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(812);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const total = page.getByTestId('builder-bar-total');
    const button = page.getByRole('button', { name: 'Continue to review' });
    await expect.poll(() => total.isVisible(), WAIT).toBe(true);
    expect(await total.textContent()).toBe(
      `Per delivery ${(await page.getByTestId('price-total').textContent()) ?? ''}`,
    );
    for (const part of [total, button]) {
      const box = await boxOf(part);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
    }

    // At the end of the page the bar is back in its place, under the summary: the footer-top
    // block below it is not under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.getByTestId('builder-bar');
    await expect.poll(() => bar.getAttribute('data-floating'), WAIT).toBe('false');
    const barBox = await boxOf(bar);
    const footerBox = await boxOf(page.getByTestId('footer-top'));
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y);
  });

  it('a toast on a phone sits under the navigation bar, not over it', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active&fault=terminatePlan:500`, {
      viewport: 'mobile',
      allowConsoleErrors: true,
    });
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Delete plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your autoship?' });
    await dialog.getByRole('button', { name: 'Delete plan' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'delete your plan' });
    await toast.waitFor(WAIT);
    // A 500's own words are not the shopper's: a sentence of ours naming the cause.
    expect(await toast.textContent()).toContain('Something went wrong on our side');
    const nav = await boxOf(page.locator('header').first());
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0, WAIT)
      .toBeGreaterThanOrEqual(nav.y + nav.height);
  });
});
