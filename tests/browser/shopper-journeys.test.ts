import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver } from './support/app-took-over.ts';
import { seriousViolations } from './support/axe.ts';
import { saveScreenshot, setupBrowserSession, type ViewportName } from './support/browser.ts';

/**
 * The shopper journeys in Chromium against the mock build, each from a fresh `?scenario=`:
 * (a) no plan → program → builder → review → checkout → hosted stand-in → Pay → account;
 * (b) active → change plan → builder → review (edit) → save → account;
 * (c) out of stock → checkout → builder (NO_STOCK) → review → checkout → Pay;
 * (d) Cancel on the hosted stand-in → /review?type=cancel, event recorded.
 * Plus screenshots of the builder, program and payment pages at 375 and 1280 px, and axe.
 */
const session = setupBrowserSession();

const MANAGE = '/pages/autoship-manage';
const WAIT = { timeout: 20_000 };

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** The builder once every product has resolved. */
async function waitForBuilder(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Build your plan', level: 1 }).waitFor(WAIT);
  await page.getByRole('heading', { name: 'Guava Chill Pods' }).waitFor(WAIT);
  await page
    .getByTestId('skeleton')
    .first()
    .waitFor({ state: 'detached', ...WAIT });
  await appTookOver(page, WAIT);
}

async function more(page: Page, item: string, times = 1): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await page.getByRole('button', { name: `One more ${item}` }).click();
  }
}

async function quantityOf(page: Page, item: string): Promise<string> {
  const group = page.getByRole('group', { name: `Quantity of ${item}` });
  return (await group.locator('output').textContent()) ?? '';
}

async function reviewLoaded(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor(WAIT);
  await page.getByTestId('price-total').waitFor(WAIT);
}

async function checkoutToStandIn(page: Page): Promise<void> {
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('heading', { name: 'Pay for your autoship plan' }).waitFor(WAIT);
}

async function payAndLand(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(`**${MANAGE}?**`, WAIT);
  await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor(WAIT);
}

async function itemQuantities(page: Page): Promise<string[]> {
  return page.getByTestId('plan-item').allTextContents();
}

describe('shopper journeys in Chromium (mock build)', () => {
  it('(a) no plan: program page → builder → review → checkout → Pay → active plan with those items, 45 days', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=no-plan`, { viewport: 'desktop' });
    await page.getByRole('link', { name: 'Build my plan' }).click();
    await page.getByRole('heading', { name: 'The autoship program', level: 1 }).waitFor(WAIT);
    await page.getByTestId('program-saving').waitFor(WAIT);
    await page.getByRole('link', { name: 'Build my plan' }).first().click();

    await waitForBuilder(page);
    await more(page, 'Classic Tobacco Pods, 2 pods', 2);
    await more(page, 'Berry Breeze Pods, 4 pods');
    await page.getByRole('radio', { name: '45 days' }).check();
    await page.getByText('3 packs, delivered every 45 days').waitFor(WAIT);
    // 2 × 12.99 + 20.99
    expect(await page.getByTestId('price-total').textContent()).toBe('$46.97');
    await page.getByRole('button', { name: 'Continue to review' }).click();

    await page.waitForURL('**/review?**', WAIT);
    await reviewLoaded(page, 'Review your plan');
    expect(await page.getByTestId('price-total').textContent()).toBe('$46.97');
    expect(await page.getByRole('radio', { name: '45 days' }).isChecked()).toBe(true);
    await checkoutToStandIn(page);
    await payAndLand(page);

    expect(await page.getByTestId('plan-interval').textContent()).toBe('45 days');
    const items = await itemQuantities(page);
    expect(items).toHaveLength(2);
    expect(items.join(' | ')).toMatch(/Classic Tobacco.*Qty 2/);
    expect(items.join(' | ')).toMatch(/Berry Breeze.*Qty 1/);
    expect(await page.getByTestId('plan-gift').count()).toBe(1);
    // The account page shows the products' pictures, not only initials.
    const image = page.getByTestId('plan-item').first().locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('(b) active: change plan → builder with the plan’s items → one more → review (edit) → save → the new quantity', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active`, { viewport: 'mobile' });
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Change plan' }).click();

    await waitForBuilder(page);
    expect(await quantityOf(page, 'Classic Tobacco Pods, 2 pods')).toBe('2');
    expect(await quantityOf(page, 'Fresh Mint Pods, 3 pods')).toBe('1');
    expect(await page.getByRole('radio', { name: '45 days' }).isChecked()).toBe(true);
    await more(page, 'Fresh Mint Pods, 3 pods');
    await page.getByRole('button', { name: 'Continue to review' }).click();

    await page.waitForURL('**/review?type=REVIEW_EDIT&**', WAIT);
    await reviewLoaded(page, 'Review your plan');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**${MANAGE}?**`, WAIT);
    await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor(WAIT);
    await expect
      .poll(async () => (await itemQuantities(page)).join(' | '), WAIT)
      .toMatch(/Fresh Mint.*Qty 2/);
    expect((await itemQuantities(page)).join(' | ')).toMatch(/Classic Tobacco.*Qty 2/);
  });

  it('(c) out of stock: checkout → builder without the item, with the notice → continue → pay', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=out-of-stock`, { viewport: 'desktop' });
    await page.getByRole('link', { name: 'Complete payment' }).click();
    await reviewLoaded(page, 'Review your plan');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Checkout' }).click();

    await page.waitForURL('**/pages/buildplan?type=NO_STOCK&**', WAIT);
    await waitForBuilder(page);
    const notice = page.getByTestId('no-stock-notice');
    await notice.waitFor(WAIT);
    expect(await notice.textContent()).toContain('Some items are out of stock');
    // The notice names what was taken out.
    expect(await notice.textContent()).toContain('Fresh Mint Pods');
    expect(await quantityOf(page, 'Classic Tobacco Pods, 2 pods')).toBe('2');
    expect(await quantityOf(page, 'Fresh Mint Pods, 3 pods')).toBe('0');
    await shot(page, 'builder-no-stock-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL('**/review?type=REVIEW_EDIT&**', WAIT);
    await reviewLoaded(page, 'Review your plan');
    expect(await page.getByTestId('plan-item').count()).toBe(1);
    await checkoutToStandIn(page);
    await payAndLand(page);
    const items = await itemQuantities(page);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatch(/Classic Tobacco.*Qty 2/);
  });

  it('(d) Cancel on the hosted stand-in → /review?type=cancel, the cancelled payment recorded', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=draft`, { viewport: 'desktop' });
    await page.getByRole('link', { name: 'Complete payment' }).click();
    await reviewLoaded(page, 'Review your plan');
    await checkoutToStandIn(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/review?type=cancel&**', WAIT);
    await page.getByTestId('payment-cancelled').waitFor(WAIT);
    await expect
      .poll(
        () =>
          page.evaluate(
            () => window.__autoshipMock?.traceEvents().map((record) => record.event.step) ?? [],
          ),
        WAIT,
      )
      .toContain('payment_cancelled');
    const state = await page.evaluate(() => window.__autoshipMock?.state());
    expect(state?.plan?.status).toBe(0);
  });
});

describe('builder, program and payment pages: screenshots at 375 and 1280 px, axe', () => {
  const viewports: [ViewportName, number][] = [
    ['mobile', 375],
    ['desktop', 1280],
  ];

  it.each(viewports)('%s (%i px)', async (viewport, width) => {
    const { page } = await session.open('/pages/autoship-program?scenario=no-plan', { viewport });
    await page.getByTestId('program-gift').waitFor(WAIT);
    await shot(page, `program-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Build my plan' }).first().click();
    await waitForBuilder(page);
    await more(page, 'Pear Burst Pods, 4 pods');
    await more(page, 'Longan Fusion Pods, 3 pods', 2);
    await shot(page, `builder-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The hand-off refusing a crafted url, with the summary it was given.
    const url = encodeURIComponent('https://evil.example/pay');
    await page.goto(`/pages/payment?subtotal=6196&saving=1799&total=4397&url=${url}`);
    // The prerendered screen holds no verdict; the app's own is the refusal, not "missing".
    await page
      .getByRole('alert')
      .filter({ hasText: 'does not lead to our payment provider' })
      .waitFor(WAIT);
    expect(await page.getByRole('alert').allTextContents()).toHaveLength(1);
    expect(page.url()).toContain('/pages/payment');
    await shot(page, `payment-refused-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the hand-off follows the mock’s same-origin stand-in', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=draft`, { viewport: 'desktop' });
    await page.getByRole('link', { name: 'Complete payment' }).waitFor(WAIT);
    const origin = new URL(page.url()).origin;
    const url = encodeURIComponent(`${origin}/__mock/hosted-payment?planId=880001`);
    await page.goto(`/pages/payment?subtotal=3198&saving=600&total=2598&url=${url}`);
    await page.getByRole('heading', { name: 'Pay for your autoship plan' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/__mock/hosted-payment');
  });
});
