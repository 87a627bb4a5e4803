import { expect } from 'vitest';
import type { MockState } from '#mocks/store/mock-state.ts';
import type { BuildUnderTest } from './builds.ts';
import { press, waitFor, waitForGone, whenStill, WAIT, type EnginePage } from './engine-page.ts';
import type { Target } from './in-page.ts';
import { APP_HAS_TAKEN_OVER } from '#tests/browser/support/app-took-over.ts';

/**
 * A phone's double tap on each dialog opener of the account page, the review page and the builder,
 * in Firefox and WebKit (the Chromium tests' double-tap.test.ts, in the drivers' common words): the
 * dialog opens and, once its opening time is over, is still open, the server holding what it held.
 */
export const DOUBLE_TAP_INTERVALS_MS = [120, 250, 400] as const;

const button = (name: string, within?: Target): Target => ({ role: 'button', name, within });
const dialog = (name: string): Target => ({ role: 'dialog', name });

/** What a press could have changed: the plan and the orders the server holds. */
function written(state: MockState): string {
  return JSON.stringify({ plan: state.plan, orders: state.orders.length });
}

async function noDialogOpening(page: EnginePage): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate<boolean>(
          "!document.querySelector('[data-testid=dialog-backdrop][data-opening]')",
        ),
      WAIT,
    )
    .toBe(true);
}

async function doubleTapEach(
  page: EnginePage,
  build: BuildUnderTest,
  opener: Target,
  opened: Target,
): Promise<void> {
  const before = written(await build.state(page));
  for (const interval of DOUBLE_TAP_INTERVALS_MS) {
    await whenStill(page, opener);
    await page.doubleTap(opener, interval);
    await waitFor(page, opened).catch(async (error: unknown) => {
      // What the shopper saw instead (a toast, another page), for whoever reads the failure.
      const seen = (await page.bodyText()).replace(/\s+/g, ' ').slice(0, 600);
      throw new Error(`${page.engine}, ${interval} ms, at ${await page.url()}: ${seen}`, {
        cause: error,
      });
    });
    await noDialogOpening(page);
    expect(await page.has(opened), `${page.engine}, ${interval} ms: still open`).toBe(true);
    expect(written(await build.state(page)), `${page.engine}, ${interval} ms`).toBe(before);
    await press(page, button('Close', opened));
    await waitForGone(page, opened);
  }
}

/** The builder (a visitor's with `scenario: 'anonymous'`) with one pack, then the review page. */
async function toReview(page: EnginePage, build: BuildUnderTest, scenario: string) {
  await build.open(page, 'buildPlan', scenario);
  await waitFor(page, { role: 'heading', name: 'Guava Chill Pods' });
  await waitForGone(page, { testId: 'skeleton' });
  // The first screen in the HTML has the cards and their buttons too, inert until the app has
  // taken the page over (React's own nodes replace them).
  await expect.poll(() => page.evaluate<boolean>(APP_HAS_TAKEN_OVER), WAIT).toBe(true);
  await press(page, button('One more Classic Tobacco Pods, 2 pods'));
  await expect.poll(() => page.textOf({ testId: 'price-total' }), WAIT).toBe('$12.99');
}

export async function accountDoubleTaps(page: EnginePage, build: BuildUnderTest): Promise<void> {
  await build.open(page, 'manage', 'active');
  // The address comes after the plan and moves the buttons.
  await expect.poll(() => page.textOf({ testId: 'plan-address' }), WAIT).toMatch(/\d{5}/);
  await doubleTapEach(page, build, button('Change next delivery'), dialog('Your next delivery'));
  await doubleTapEach(page, build, button('Pause plan'), dialog('Pause your autoship?'));
  await doubleTapEach(page, build, button('Delete plan'), dialog('Delete your autoship?'));
}

export async function reviewDoubleTaps(page: EnginePage, build: BuildUnderTest): Promise<void> {
  await toReview(page, build, 'anonymous');
  await press(page, button('Continue to review'));
  await waitFor(page, { role: 'heading', name: 'Review your plan' });
  await doubleTapEach(page, build, button('Read the autoship terms'), dialog('Autoship terms'));
  // A visitor's Checkout opens the sign-in dialog, whose link leaves for the login page.
  await doubleTapEach(page, build, button('Checkout'), dialog('Sign in to check out'));
  expect(new URL(await page.url()).pathname).toBe('/review');
}

/** The builder's Continue, double-tapped: the review page, nothing pressed on it. */
export async function builderDoubleTap(page: EnginePage, build: BuildUnderTest): Promise<void> {
  await toReview(page, build, 'no-plan');
  const before = written(await build.state(page));
  const next = button('Continue to review');
  await whenStill(page, next);
  await page.doubleTap(next, DOUBLE_TAP_INTERVALS_MS[1]);
  await waitFor(page, { role: 'heading', name: 'Review your plan' });
  await expect.poll(() => page.textOf({ testId: 'price-total' }), WAIT).toBe('$12.99');
  expect(written(await build.state(page))).toBe(before);
  expect(await page.evaluate('document.querySelector("input[type=checkbox]").checked')).toBe(false);
  expect(await page.has({ role: 'dialog', name: /./ })).toBe(false);
}
