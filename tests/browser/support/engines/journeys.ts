import { expect } from 'vitest';
import type { BuildUnderTest } from './builds.ts';
import { press, waitFor, waitForGone, waitForText, WAIT, type EnginePage } from './engine-page.ts';
import type { Target } from './in-page.ts';

/**
 * The shopper journeys every engine runs on every build, by what the shopper sees and, where it
 * matters, what the server then holds. The same steps as the Chromium journeys
 * (shopper-journeys.test.ts, autoship-manage.test.ts, manage-items-cancel.test.ts,
 * next-delivery.test.ts), in the drivers' common words (engine-page.ts).
 */
const DAY_MS = 86_400_000;
const heading = (name: string): Target => ({ role: 'heading', name });
const button = (name: string, within?: Target): Target => ({ role: 'button', name, within });
const ACTIVE = heading('Your autoship is active');
const PAUSED = heading('Your autoship is paused');

async function planItemsText(page: EnginePage): Promise<string> {
  return page.evaluate(
    "[...document.querySelectorAll('[data-testid=plan-item]')].map((row) => row.textContent).join(' | ')",
  );
}

/** A date-time as the pages show it: the browser's local dd/mm/yyyy. */
function shownDate(page: EnginePage, dateTime: string): Promise<string> {
  return page.evaluate(
    `(() => { const d = new Date(${JSON.stringify(dateTime)}); const p = (n) => String(n).padStart(2, '0'); return p(d.getDate()) + '/' + p(d.getMonth() + 1) + '/' + d.getFullYear(); })()`,
  );
}

/** Account page: pause then restart, one more pack of an item, skip the next delivery. */
export async function accountJourney(page: EnginePage, build: BuildUnderTest): Promise<void> {
  await build.open(page, 'manage', 'active');
  await waitFor(page, ACTIVE);
  // The address comes after the plan and, three lines where its loading note is one, moves the
  // plan's buttons down: a shopper starts once it is there (the shift is in docs/performance.md).
  await expect.poll(() => page.textOf({ testId: 'plan-address' }), WAIT).toMatch(/\d{5}/);

  // Pause, confirmed in its dialog; then restart.
  await press(page, button('Pause plan'));
  const pauseDialog: Target = { role: 'dialog', name: 'Pause your autoship?' };
  await press(page, button('Pause plan', pauseDialog));
  await waitFor(page, PAUSED);
  await waitForGone(page, pauseDialog);
  expect((await build.state(page)).plan?.status).toBe(2);
  await press(page, { testId: 'restart-desktop' });
  await waitFor(page, ACTIVE);
  expect((await build.state(page)).plan?.status).toBe(1);

  // Change items: one more Classic Tobacco (2 → 3).
  await expect.poll(() => planItemsText(page), WAIT).toMatch(/Classic Tobacco[^|]*Qty 2/);
  await press(page, button('Change items'));
  await press(page, button('One more Classic Tobacco, 2 pods'));
  await press(page, button('Save items'));
  await waitForGone(page, heading('Change your items'));
  await expect.poll(() => planItemsText(page), WAIT).toMatch(/Classic Tobacco[^|]*Qty 3/);
  const classic = (await build.state(page)).plan?.orderItemList.find((item) =>
    item.productTitle?.includes('Classic Tobacco'),
  );
  expect(classic?.variantNum).toBe(3);

  // Next delivery: skipped, one interval (45 days) later, the date the page shows.
  const before = (await build.state(page)).plan?.nextPayDt ?? '';
  await press(page, button('Change next delivery'));
  const dialog: Target = { role: 'dialog', name: 'Your next delivery' };
  await press(page, button('Skip next delivery', dialog));
  await waitForGone(page, dialog);
  const after = (await build.state(page)).plan?.nextPayDt ?? '';
  expect(Date.parse(after) - Date.parse(before)).toBe(45 * DAY_MS);
  const date = await shownDate(page, after);
  await expect.poll(() => page.textOf({ testId: 'plan-next-pay-date' }), WAIT).toContain(date);
}

/** No plan: builder → review → Checkout → the payment hand-off (and Pay, where the build can). */
export async function builderJourney(page: EnginePage, build: BuildUnderTest): Promise<void> {
  await build.open(page, 'buildPlan', 'no-plan');
  await waitFor(page, heading('Build your plan'));
  await waitFor(page, heading('Guava Chill Pods'));
  await waitForGone(page, { testId: 'skeleton' });
  await press(page, button('One more Classic Tobacco Pods, 2 pods'));
  await press(page, button('One more Classic Tobacco Pods, 2 pods'));
  await press(page, button('One more Berry Breeze Pods, 4 pods'));
  // 2 × 12.99 + 20.99
  await expect.poll(() => page.textOf({ testId: 'price-total' }), WAIT).toBe('$46.97');
  await press(page, button('Continue to review'));

  await waitFor(page, heading('Review your plan'));
  await expect.poll(() => page.textOf({ testId: 'price-total' }), WAIT).toBe('$46.97');
  await press(page, { role: 'checkbox', name: /./ });
  await press(page, button('Checkout'));
  await build.finishPayment(page);

  const items = (await build.state(page)).plan?.orderItemList ?? [];
  const quantities = items
    .filter((item) => !item.isGift)
    .map((item) => `${item.productTitle ?? item.productId} × ${item.variantNum}`);
  expect(quantities).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Classic Tobacco.* × 2$/),
      expect.stringMatching(/Berry Breeze.* × 1$/),
    ]),
  );
}

/** Account page: the plan's address changed to a new Canadian one, shown and saved. */
export async function addressJourney(page: EnginePage, build: BuildUnderTest): Promise<void> {
  await build.open(page, 'manage', 'active');
  await waitFor(page, ACTIVE);
  await press(page, button('Change address'));
  await waitFor(page, { label: 'Saved addresses' });
  await page.select({ label: 'Saved addresses' }, '-1');
  await waitFor(page, { label: 'Country/region' });
  await page.select({ label: 'Country/region' }, 'Canada');
  await waitFor(page, { label: 'Province' });
  await page.fill({ label: 'First name' }, 'Maya');
  await page.fill({ label: 'Last name' }, 'Chen');
  await page.fill({ label: 'Address' }, '220 Yonge Street');
  await page.fill({ label: 'Apartment, suite, etc.' }, 'Unit 12');
  await page.fill({ label: 'City' }, 'Toronto');
  await page.select({ label: 'Province' }, 'Ontario');
  await page.fill({ label: 'Postal code' }, 'm5v 3l9');
  await press(page, button('Save address'));

  await waitForText(page, 'Unit 12, 220 Yonge Street, Toronto M5V 3L9, Ontario (Maya Chen)');
  const state = await build.state(page);
  const address = state.addresses.find((saved) => saved.addressId === state.plan?.addressId);
  expect(address).toMatchObject({ city: 'Toronto', zip: 'M5V 3L9', country: expect.anything() });
}
