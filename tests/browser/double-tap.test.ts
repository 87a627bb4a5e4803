import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationForPath } from '#mocks/operations.ts';
import { appTookOver } from './support/app-took-over.ts';
import { setupBrowserSession } from './support/browser.ts';
import { dialogOpened } from './support/dialogs.ts';
import { doubleTap, finger, middleOf, watchTouches, type Point } from './support/touch.ts';

// A phone's double tap on each dialog opener of the account page, the review page and the
// builder, in Chromium with touch input: the second tap lands on what the first opened, and
// presses nothing there. The intervals are the input; the phones, two common sizes.

const session = setupBrowserSession();
const PHONES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
];
const INTERVALS_MS = [120, 250, 400];

/** The shopper's plan writes the page sends (openapi.yaml: `x-write` and `x-plan-scoped`). */
function planWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const id = operationForPath(request.method(), new URL(request.url()).pathname);
    if (id && OPERATIONS[id].write && OPERATIONS[id].planScoped) sent.push(id);
  });
  return sent;
}

interface Opener {
  name: string;
  /** Where the opener is (the page as the test opens it). */
  at: string;
  /** What the first tap shows. */
  dialog: string;
  /** Opens the page, ready for a thumb: its content, and what moves the opener, in place. */
  open: (phone: Phone) => Promise<Page>;
}

type Phone = (typeof PHONES)[number];

async function openPhone(path: string, phone: Phone): Promise<Page> {
  return (await session.open(path, { viewport: phone, touch: true, beforeLoad: watchTouches }))
    .page;
}

function account(scenario: string, name: string, dialog: string): Opener {
  return {
    name,
    at: `the account page (${scenario})`,
    dialog,
    open: async (phone) => {
      const page = await openPhone(`/pages/autoship-manage?scenario=${scenario}`, phone);
      // The address comes after the plan and moves the buttons.
      await page.getByText('1200 Market Street').first().waitFor();
      return page;
    },
  };
}

/** The builder with one pack chosen, its price shown. */
async function builderWithAPack(scenario: string, phone: Phone): Promise<Page> {
  const page = await openPhone(`/pages/buildplan?scenario=${scenario}`, phone);
  await page.getByRole('heading', { name: 'Guava Chill Pods' }).waitFor();
  await expect.poll(() => page.getByTestId('skeleton').count()).toBe(0);
  await appTookOver(page);
  await page.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }).click();
  await expect.poll(() => page.getByTestId('builder-bar-total').textContent()).toMatch(/\$/);
  return page;
}

const OPENERS: Opener[] = [
  account('active', 'Change next delivery', 'Your next delivery'),
  account('active', 'Pause plan', 'Pause your autoship?'),
  account('active', 'Delete plan', 'Delete your autoship?'),
  account('paused', 'Delete plan', 'Delete your autoship?'),
  {
    name: 'Read the autoship terms',
    at: 'the review page',
    dialog: 'Autoship terms',
    open: async (phone) => {
      const page = await openPhone('/review?scenario=draft', phone);
      await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
      return page;
    },
  },
  {
    // A visitor builds a plan; their Checkout opens the sign-in dialog, whose link leaves.
    name: 'Checkout',
    at: 'the review page (a visitor)',
    dialog: 'Sign in to check out',
    open: async (phone) => {
      const page = await builderWithAPack('anonymous', phone);
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await page.getByRole('button', { name: 'Checkout', exact: true }).waitFor();
      return page;
    },
  },
];

describe('a double tap on a dialog’s opener, on a phone', { timeout: 120_000 }, () => {
  describe.each(PHONES)('$width × $height', (phone) => {
    it.each(OPENERS)('“$name” on $at', async (opener) => {
      const page = await opener.open(phone);
      const where = new URL(page.url()).pathname;
      const writes = planWrites(page);
      const thumb = await finger(page);
      const dialog = page.getByRole('dialog', { name: opener.dialog });
      for (const interval of INTERVALS_MS) {
        const point: Point = await middleOf(
          page.getByRole('button', { name: opener.name, exact: true }),
        );
        await doubleTap(page, thumb, point, interval, () => dialog.waitFor());
        await dialogOpened(page);
        expect(await dialog.isVisible(), `${interval} ms: the dialog stays open`).toBe(true);
        expect(writes, `${interval} ms: nothing sent`).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(where);
        // A tap once it is open counts: its close button closes it.
        await thumb.tap(await middleOf(dialog.getByRole('button', { name: 'Close' }).first()));
        await dialog.waitFor({ state: 'detached' });
      }
    });

    it.each(INTERVALS_MS)(
      '“Continue to review” (the builder), %i ms: the review page, nothing pressed on it',
      async (interval) => {
        const page = await builderWithAPack('no-plan', phone);
        const writes = planWrites(page);
        const thumb = await finger(page);
        const point = await middleOf(page.getByRole('button', { name: 'Continue to review' }));
        await doubleTap(page, thumb, point, interval, () =>
          page.getByRole('heading', { name: 'Review your plan' }).waitFor(),
        );
        await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
        await thumb.settled();
        expect(writes).toEqual([]);
        expect(await page.getByRole('checkbox', { name: /autoship terms/ }).isChecked()).toBe(
          false,
        );
        expect(await page.getByRole('dialog').count()).toBe(0);
      },
    );
  });
});
