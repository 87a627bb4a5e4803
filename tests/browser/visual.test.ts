import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { setupBrowserSession, type ViewportName } from './support/browser.ts';
import { expectScreenshot } from './support/visual.ts';

// Screens that stay right: every page in its main scenarios, and its dialogs, at 375 and
// 1280 px, compared with the committed baselines in visual-baselines/ (support/visual.ts says
// how; docs/frontend.md "Visual regression check" says how to read a failure and accept a change).

const session = setupBrowserSession();

/** "Today" for every page: the pay date is today + the interval (spec section 5). */
const TODAY = new Date('2026-03-02T09:00:00Z');
const MANAGE = '/pages/autoship-manage';
const REVIEW = '/review';
const VIEWPORTS: readonly ViewportName[] = ['mobile', 'desktop'];

async function open(path: string, viewport: ViewportName): Promise<Page> {
  const { page } = await session.open(path, { viewport, fixedTime: TODAY });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Opens a dialog with `button`, shows it (the viewport, where a fixed dialog is drawn), closes it. */
async function expectDialog(page: Page, button: string, dialogName: string, shotName: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await expectScreenshot(page, shotName, { fullPage: false });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

// A test opens a page and takes up to four settled shots: 5–10 s alone, 30 s seen inside a full
// `npm test` beside lint on the loaded 2-core machine; twice that before calling it stuck.
const VISUAL_TIMEOUT_MS = 120_000;

describe(
  'visual regression: pages and dialogs against their baselines',
  { timeout: VISUAL_TIMEOUT_MS },
  () => {
    for (const viewport of VIEWPORTS) {
      const width = viewport === 'mobile' ? 375 : 1280;

      it(`account page, past deliveries opened, ${width} px`, async () => {
        const page = await open(`${MANAGE}?scenario=order-history`, viewport);
        await page.getByText('Past deliveries', { exact: true }).click();
        await page.getByRole('button', { name: 'Show more' }).waitFor();
        await expectScreenshot(page, `manage-history-${width}`);
      });

      it(`account page, active plan, its pause and delete dialogs and the address editor, ${width} px`, async () => {
        const page = await open(`${MANAGE}?scenario=active`, viewport);
        await page.getByRole('heading', { name: 'Your autoship is active', exact: true }).waitFor();
        // "Past deliveries" arrives with the page's idle work: in the picture, every time.
        await page.getByText('Past deliveries', { exact: true }).waitFor();
        await expectScreenshot(page, `manage-active-${width}`);
        await expectDialog(
          page,
          'Pause plan',
          'Pause your autoship?',
          `manage-pause-dialog-${width}`,
        );
        await expectDialog(
          page,
          'Delete plan',
          'Delete your autoship?',
          `manage-delete-dialog-${width}`,
        );
        await page.getByRole('button', { name: 'Change address' }).click();
        await page.getByLabel('Saved addresses').waitFor();
        await expectScreenshot(page, `manage-address-editor-${width}`);
      });

      it(`account page, paused plan, ${width} px`, async () => {
        const page = await open(`${MANAGE}?scenario=paused`, viewport);
        await page.getByRole('heading', { name: 'Your autoship is paused', exact: true }).waitFor();
        await page.getByText('Past deliveries', { exact: true }).waitFor();
        await expectScreenshot(page, `manage-paused-${width}`);
      });

      it(`account page, no plan, ${width} px`, async () => {
        const page = await open(`${MANAGE}?scenario=no-plan`, viewport);
        await expectScreenshot(page, `manage-no-plan-${width}`);
      });

      it(`review page, create mode, its terms pop-up and the address editor, ${width} px`, async () => {
        const page = await open(`${REVIEW}?scenario=draft`, viewport);
        await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
        await expectScreenshot(page, `review-create-${width}`);
        await expectDialog(
          page,
          'Read the autoship terms',
          'Autoship terms',
          `review-terms-dialog-${width}`,
        );
        await page.getByRole('button', { name: 'Change address' }).click();
        await page.getByLabel('Saved addresses').waitFor();
        await expectScreenshot(page, `review-address-editor-${width}`);
      });

      it(`review page, edit mode, ${width} px`, async () => {
        const page = await open(`${REVIEW}?scenario=active`, viewport);
        await page.getByRole('button', { name: 'Save changes' }).waitFor();
        await page.getByTestId('review-address').getByText('1200 Market Street').waitFor();
        await expectScreenshot(page, `review-edit-${width}`);
      });

      it(`plan builder, ${width} px`, async () => {
        const page = await open('/pages/buildplan?scenario=active', viewport);
        await expectScreenshot(page, `buildplan-${width}`);
      });

      it(`program page, ${width} px`, async () => {
        const page = await open('/pages/autoship-program?scenario=active', viewport);
        await expectScreenshot(page, `program-${width}`);
      });

      it(`payment hand-off, a url the store does not allow, ${width} px`, async () => {
        const url = encodeURIComponent('https://pay.not-our-provider.example/checkout');
        const page = await open(
          `/pages/payment?scenario=active&subtotal=4598&saving=460&total=4138&url=${url}`,
          viewport,
        );
        await page.getByRole('alert').waitFor();
        await expectScreenshot(page, `payment-refused-${width}`);
      });
    }

    it('plan builder with a plan on a phone: the bar with the total and Continue, 375 px', async () => {
      const page = await open(`${MANAGE}?scenario=active`, 'mobile');
      await page.getByRole('button', { name: 'Change plan' }).click();
      await page.getByRole('heading', { name: 'Build your plan', level: 1 }).waitFor();
      await page.getByTestId('builder-bar-total').waitFor();
      // The screen as the shopper sees it: the fixed bar at its bottom.
      await expectScreenshot(page, 'buildplan-bar-375', { fullPage: false });
    });
  },
);
