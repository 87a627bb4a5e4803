import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveScreenshot, setupBrowserSession, type ViewportName } from './support/browser.ts';
import { loggedPlanCalls } from './support/logged-plan-calls.ts';

const session = setupBrowserSession();

const MANAGE = '/pages/autoship-manage';
const US_LINE = 'Suite 400, 1200 Market Street, San Francisco 94103, California (Avery Jones)';
const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/** What the shopper reads in the plan's status notice. */
function statusHeading(page: Page, name: string) {
  return page.getByRole('heading', { name, exact: true });
}

/**
 * A full-page picture taken from the top: scrolled further down, the sticky nav bar and the fixed
 * toasts would be drawn in the middle of the picture.
 */
async function savePageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** The viewport as the shopper sees it (a fixed dialog needs this, not a full-page shot). */
async function saveViewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function traceSteps(page: Page): Promise<string[]> {
  return page.evaluate(
    () => window.__autoshipMock?.traceEvents().map((record) => record.event.step) ?? [],
  );
}

async function openManage(scenario: string, viewport: ViewportName) {
  const opened = await session.open(`${MANAGE}?scenario=${scenario}`, { viewport });
  // Every placeholder gone: the page's own and, while the plan is already rendered hidden behind
  // it (an answer before the spec's 500 ms), the address line's inside the plan.
  await opened.page.waitForFunction(() => !document.querySelector('[data-testid="skeleton"]'));
  return opened;
}

describe('manage page in Chromium (mock build)', () => {
  it('pause → restart → delete, end to end, with what the shopper sees at each step', async () => {
    const { page } = await openManage('active', 'desktop');
    await statusHeading(page, 'Your autoship is active').waitFor();
    await page.getByText(US_LINE).first().waitFor();
    expect(await page.getByTestId('plan-item').count()).toBe(2);
    expect(await page.getByTestId('plan-gift').count()).toBe(1);

    // Pause: the dialog asks first; keyboard focus starts on the safe choice.
    await page.getByRole('button', { name: 'Pause plan' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause your autoship?' });
    await pauseDialog.waitFor();
    expect(
      await pauseDialog
        .getByRole('button', { name: 'Keep my plan' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await pauseDialog.getByRole('button', { name: 'Pause plan' }).click();
    await statusHeading(page, 'Your autoship is paused').waitFor();
    await pauseDialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('paused-address-echo').textContent()).toContain(US_LINE);
    expect(await page.getByRole('button', { name: 'Pause plan' }).count()).toBe(0);
    await savePageShot(page, 'manage-flow-paused-1280');

    // A reload shows what the server now says.
    await page.reload();
    await statusHeading(page, 'Your autoship is paused').waitFor();

    // Restart: progress, the tick, then the plan reloads active.
    const restart = page.getByTestId('restart-desktop');
    await restart.click();
    await expect.poll(() => restart.getAttribute('data-state')).toBe('done');
    expect(await statusHeading(page, 'Your autoship is paused').isVisible()).toBe(true);
    await statusHeading(page, 'Your autoship is active').waitFor();
    expect(await restart.count()).toBe(0);

    // Delete: confirmed in the same dialog, stored plan data gone, the no-plan view.
    await page.evaluate(() => localStorage.setItem('asPlanData', '{"pods":{}}'));
    await page.getByRole('button', { name: 'Delete plan' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete your autoship?' });
    await deleteDialog.getByRole('button', { name: 'Delete plan' }).click();
    await page.getByRole('heading', { name: 'You don’t have an autoship plan yet' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('asPlanData'))).toBeNull();
    expect(await page.getByRole('link', { name: 'Build my plan' }).getAttribute('href')).toBe(
      '/pages/autoship-program',
    );
    await savePageShot(page, 'manage-flow-deleted-1280');

    await page.reload();
    await page.getByRole('heading', { name: 'You don’t have an autoship plan yet' }).waitFor();

    const steps = await traceSteps(page);
    for (const step of ['page_loaded', '7_1', '7_2', '7_3']) expect(steps).toContain(step);
  });

  it('restart in the mobile version', async () => {
    const { page } = await openManage('paused', 'mobile');
    await statusHeading(page, 'Your autoship is paused').waitFor();
    expect(await page.getByTestId('restart-desktop').count()).toBe(0);
    await page.getByTestId('restart-mobile').click();
    await statusHeading(page, 'Your autoship is active').waitFor();
    // Active on a phone: the back control shows its text.
    expect(await page.getByTestId('nav-back-text').textContent()).toBe('Back');
  });

  it('the country data failing to download: getAddressProps function invalid (spec section 8), a retry, never an empty form', async () => {
    const { page, context } = await session.open(`${MANAGE}?scenario=active`, {
      viewport: 'desktop',
      // The failed chunk download is logged by the browser itself.
      allowConsoleErrors: true,
    });
    // The country data is a lazy chunk of the build (not an API call): the network drops it.
    const countriesChunk = '**/assets/countries-*.js';
    await context.route(countriesChunk, (route) => route.abort('internetdisconnected'));
    // A fresh load, so nothing downloaded before the route counts.
    await page.goto(`${MANAGE}?scenario=active`, { waitUntil: 'load' });
    await page.getByText(US_LINE).first().waitFor();
    await page.getByRole('button', { name: 'Change address' }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'We couldn’t load the list of countries' })
      .waitFor();
    await page.getByText('getAddressProps function invalid', { exact: true }).waitFor();
    expect(await page.getByLabel('Country/region').count()).toBe(0);

    // The network back: Try again brings the form.
    await context.unroute(countriesChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Country/region').waitFor();
  });

  it('change address: Canadian with a lowercase postal code, then a bad German one, then one with &', async () => {
    const { page } = await openManage('active', 'mobile');
    await page.getByText(US_LINE).first().waitFor();

    await page.getByRole('button', { name: 'Change address' }).click();
    const saved = page.getByLabel('Saved addresses');
    await saved.waitFor();
    await saved.selectOption('-1');
    await page.getByLabel('Country/region').selectOption('Canada');
    // The flag the country data names is served by the build and really loads.
    const flag = page.locator('img[src="/flags/ca.svg"]');
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Chen');
    await page.getByLabel('Address', { exact: true }).fill('220 Yonge Street');
    await page.getByLabel('Apartment, suite, etc.').fill('Unit 12');
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Province').selectOption('Ontario');
    await page.getByLabel('Postal code').fill('m5v 3l9');
    await savePageShot(page, 'manage-address-form-375');
    await page.getByRole('button', { name: 'Save address' }).click();

    await page.getByText('update success').waitFor();
    await page
      .getByText('Unit 12, 220 Yonge Street, Toronto M5V 3L9, Ontario (Maya Chen)')
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Change shipping address' }).count()).toBe(0);

    // A German address whose postal code does not fit is refused, with what was typed kept.
    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByLabel('Saved addresses').selectOption('-1');
    await page.getByLabel('Country/region').selectOption('Germany');
    expect(await page.getByLabel('Province').count()).toBe(0);
    await page.getByLabel('First name').fill('Jonas');
    await page.getByLabel('Last name').fill('Weber');
    await page.getByLabel('Address', { exact: true }).fill('Unter den Linden 5');
    await page.getByLabel('Apartment, suite, etc.').fill('');
    await page.getByLabel('City (optional)').fill('Berlin');
    const zip = page.getByLabel('Postal code');
    await zip.fill('1011');
    await page.getByRole('button', { name: 'Save address' }).click();

    const zipMessage = 'Enter a valid postal code for Germany';
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('alert').filter({ hasText: zipMessage }).waitFor();
    expect(await zip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await zip.inputValue()).toBe('1011');
    expect(await page.getByLabel('City (optional)').inputValue()).toBe('Berlin');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(
      'Unter den Linden 5',
    );
    await savePageShot(page, 'manage-address-invalid-zip-375');

    // A valid code, but an address line holding & is refused too.
    await zip.fill('10117');
    await page.getByLabel('Address', { exact: true }).fill('Weber & Söhne, Unter den Linden 5');
    await page.getByRole('button', { name: 'Save address' }).click();
    const address1 = page.getByLabel('Address', { exact: true });
    expect(await address1.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Address can’t contain & or %').first().waitFor();
    expect(await address1.inputValue()).toBe('Weber & Söhne, Unter den Linden 5');

    // Neither was saved: the plan still ships to Toronto.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByText('Unit 12, 220 Yonge Street, Toronto M5V 3L9, Ontario (Maya Chen)')
      .waitFor();
    const steps = await traceSteps(page);
    expect(steps.filter((step) => step === '7_4')).toHaveLength(1);
    expect(steps).toContain('address_saved');
  });

  it('?scenario=unauthorized lands on the login page with return_to the manage page', async () => {
    // The 401 answers show in the console as failed loads: expected here.
    const { page } = await session.open(`${MANAGE}?scenario=unauthorized`, {
      allowConsoleErrors: true,
    });
    await page.waitForURL('**/account/login?**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/account/login');
    expect(url.searchParams.get('return_to')).toBe(`${inject('baseURL')}${MANAGE}`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  });

  // One test per page state: seven audits in one test outran its time on a busy machine.
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    for (const scenario of ['active', 'paused', 'draft', 'no-plan', 'active-no-address']) {
      it(`axe finds nothing serious on the ${scenario} page, and screenshots, at ${viewport} width`, async () => {
        const { page } = await openManage(scenario, viewport);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        // Let the address line arrive before the picture and the audit.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${scenario} at ${width}`).toEqual([]);
        await savePageShot(page, `manage-${scenario}-${width}`);
      });
    }

    it(`axe finds nothing serious in the open dialog and the address panel, at ${viewport} width`, async () => {
      const { page } = await openManage('active', viewport);
      await page.getByRole('button', { name: 'Pause plan' }).click();
      await page.getByRole('dialog', { name: 'Pause your autoship?' }).waitFor();
      expect(await seriousViolations(page), `dialog at ${width}`).toEqual([]);
      await saveViewportShot(page, `manage-dialog-${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Change address' }).click();
      await page.getByLabel('Saved addresses').waitFor();
      expect(await seriousViolations(page), `address panel at ${width}`).toEqual([]);
      await savePageShot(page, `manage-address-panel-${width}`);
    });
  }

  it('makes exactly one plan call, the one index.html started, and shows its plan', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active`);
    await statusHeading(page, 'Your autoship is active').waitFor();
    await page.waitForLoadState('networkidle');
    // Had the app asked for itself, the page's early call would have gone too: two calls.
    await expect.poll(() => loggedPlanCalls(page)).toHaveLength(1);
    expect(await page.evaluate(() => window.__autoshipEarlyPlanCall)).toBeUndefined();
  });
});
