import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostileRedirectTargets } from '#tests/support/hostile-redirect-targets.ts';
import { mockReady, setupBrowserSession } from './support/browser.ts';
import { dialogOpened } from './support/dialogs.ts';

// The reliability rules in Chromium, where a failure needs real input: a real double-click and
// real key presses on the account page's dialog, the QA fault flag in the URL, and crafted
// return_to targets followed (or not) by the browser's own navigation.

const session = setupBrowserSession();
const MANAGE = '/pages/autoship-manage';

/** Every request the page sends to `path` (the service worker answers them; they still count). */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) count += 1;
  });
  return () => count;
}

async function traced(page: Page, step: string): Promise<number> {
  return page.evaluate(
    (wanted) => window.__autoshipMock?.traceEvents({ step: wanted }).length ?? 0,
    step,
  );
}

async function openDialog(page: Page, action: 'Pause plan' | 'Delete plan') {
  await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor();
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The shopper's keys come once they have seen it.
  await dialogOpened(page);
  return dialog;
}

describe('one action, one request, with real input', () => {
  it('a double-click on the pause confirmation sends one pause and one 7_1 event', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active`);
    const pauses = countRequests(page, '/autoShip/pausePlan/');
    const dialog = await openDialog(page, 'Pause plan');
    await dialog.getByRole('button', { name: 'Pause plan' }).dblclick();
    await page.getByRole('heading', { name: 'Your autoship is paused' }).waitFor();
    expect(pauses()).toBe(1);
    expect(await traced(page, '7_1')).toBe(1);
  });

  it('ten Enter presses on the delete confirmation send one delete and one 7_3 event', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active`);
    const deletes = countRequests(page, '/autoShip/terminatePlan/');
    const dialog = await openDialog(page, 'Delete plan');
    await dialog.getByRole('button', { name: 'Delete plan' }).focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'You don’t have an autoship plan yet' }).waitFor();
    expect(deletes()).toBe(1);
    expect(await traced(page, '7_3')).toBe(1);
  });
});

describe('QA breaks a call from the URL (?fault=)', () => {
  it('pausePlan:500 — the pause fails quietly (spec section 8) and every control comes back', async () => {
    const { page } = await session.open(`${MANAGE}?scenario=active&fault=pausePlan:500`, {
      allowConsoleErrors: true, // the browser logs the 500 itself
    });
    await mockReady(page);
    expect(await page.evaluate(() => window.__autoshipMock?.faults())).toBe('pausePlan:500');
    const dialog = await openDialog(page, 'Pause plan');
    await dialog.getByRole('button', { name: 'Pause plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Your autoship is active' }).isVisible()).toBe(
      true,
    );
    await expect
      .poll(() => page.getByRole('button', { name: 'Pause plan' }).isEnabled())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Delete plan' }).isEnabled()).toBe(true);
  });
});

describe('crafted return_to targets on the login stand-in', () => {
  it('no form that a browser could read as another authority leaves the origin', async () => {
    // Straight to the stand-in: a page of the app would itself go to login (anonymous) and race
    // the first of this test's own navigations.
    const login = (target: string) =>
      `/account/login?scenario=anonymous&return_to=${encodeURIComponent(target)}`;
    const { page } = await session.open(login('/'), { allowConsoleErrors: true });
    const origin = new URL(page.url()).origin;
    // The forms the tester saw escape: a same-origin-looking path that a browser normalises into
    // a second authority (double slashes and backslashes after dot segments, or after the origin
    // itself). The whole table (every form, encoded and invisible ones too) runs in the unit suite.
    const targets = hostileRedirectTargets(origin).filter(
      (target) =>
        (target.startsWith('/') || target.startsWith('\\') || target.startsWith(origin)) &&
        /\/\/|\\/.test(target.slice(target.startsWith(origin) ? origin.length : 0)),
    );
    expect(targets.length).toBeGreaterThanOrEqual(15);
    const escaped: string[] = [];
    for (const target of targets) {
      await page.goto(login(target));
      await mockReady(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
      if (new URL(page.url()).origin !== origin)
        escaped.push(`${JSON.stringify(target)} → ${page.url()}`);
    }
    expect(escaped).toEqual([]);
  });
});

describe('failures the store can see', () => {
  it('a call that gets no answer is reported to the store: an error_reported event reaches the trace calls', async () => {
    const { page } = await session.open(
      `${MANAGE}?scenario=active&fault=queryAutoShipPlan:network`,
    );
    // The forwarding code loads with the first report and sends its batch 5 s later.
    await expect
      .poll(() => traced(page, 'error_reported'), { timeout: 20_000, interval: 500 })
      .toBeGreaterThan(0);
  });
});
