import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { quietFailure } from '#tests/support/qa-guide.ts';
import {
  press,
  waitFor,
  waitForGone,
  waitForText,
  WAIT,
  type EnginePage,
} from './support/engines/engine-page.ts';
import { launchFirefox, openFirefoxPage } from './support/engines/firefox.ts';
import type { Target } from './support/engines/in-page.ts';

/**
 * QA's day in Firefox, with the mock toolbar, as docs/qa.md and docs/qa-mock-tools.md tell it:
 * the toolbar's panel, the request log and the mock's refusals as QA meets them. Every tab's page
 * errors and console errors fail its test, but one: Firefox's own line for a call of a page that
 * is being left (it names no file), which the app's redirects to the login stand-in may leave
 * behind on a loaded machine (the service-worker test in firefox-journeys.test.ts leaves it too).
 */
const LEFT_PAGE_CALL = /^page error: Failed to load ‘’\. A ServiceWorker intercepted the request/;

let browser: Browser | undefined;
const opened: BrowserContext[] = [];
const problems: (() => Promise<string[]>)[] = [];

beforeAll(async () => {
  browser = await launchFirefox();
});

afterEach(async () => {
  const found = (await Promise.all(problems.splice(0).map((read) => read()))).flat();
  await Promise.all(opened.splice(0).map((context) => context.close()));
  expect(found.filter((problem) => !LEFT_PAGE_CALL.test(problem))).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

async function qaTab(path: string): Promise<{ page: EnginePage; tab: Page }> {
  if (!browser) throw new Error('firefox: not started');
  const { page, context, tab } = await openFirefoxPage(browser, { toolbar: true });
  opened.push(context);
  problems.push(() => page.problems());
  await page.goto(`${inject('baseURL')}${path}`);
  return { page, tab };
}

const TOGGLE: Target = { role: 'button', name: /^Mock \(MSW\)/ };
const MANAGE = '/pages/autoship-manage';

/** Whether the toolbar's panel is open, once the toolbar is on the page (it comes after paint). */
async function panelOpen(page: EnginePage): Promise<boolean> {
  await waitFor(page, TOGGLE);
  return page.evaluate<boolean>(
    "document.querySelector('#autoship-mock-toolbar [aria-expanded]').getAttribute('aria-expanded') === 'true'",
  );
}

/** The request log's lines (newest first), once the panel is open. */
async function logLines(page: EnginePage): Promise<string[]> {
  return page.evaluate<string[]>(
    "[...document.querySelectorAll('[data-testid=mock-log-entry] summary')].map((line) => line.textContent.replace(/\\s+/g, ' '))",
  );
}

async function openPanel(page: EnginePage): Promise<void> {
  if (!(await panelOpen(page))) await press(page, TOGGLE);
  await expect.poll(() => panelOpen(page), WAIT).toBe(true);
}

describe('QA’s day in Firefox', { timeout: 120_000 }, () => {
  it('the toolbar’s panel stays open on its page (a reload), and no other page opens with it', async () => {
    const { page, tab } = await qaTab(`${MANAGE}?scenario=active`);
    await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
    expect(await panelOpen(page)).toBe(false);
    await openPanel(page);
    await tab.reload();
    expect(await panelOpen(page)).toBe(true);
    // The app's own navigation (client-side) to the builder: closed there.
    await press(page, { role: 'button', name: 'Change plan' });
    await waitFor(page, { role: 'heading', name: 'Build your plan' });
    await expect.poll(() => panelOpen(page), WAIT).toBe(false);
    // QA reads the builder before going on (its products shown: nothing left on the way).
    await waitFor(page, { role: 'heading', name: 'Guava Chill Pods' });
    await waitForGone(page, { testId: 'skeleton' });
    // Back on the page it was opened on, by a new load: still closed, it followed no one.
    await page.goto(`${inject('baseURL')}${MANAGE}`);
    await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
    expect(await panelOpen(page)).toBe(false);
  });

  it('the request log names who answered: the expired session’s 401, then the scenario alone after signing in', async () => {
    const { page } = await qaTab(`${MANAGE}?scenario=unauthorized`);
    await press(page, { role: 'button', name: 'Sign in' });
    await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
    await openPanel(page);
    const planCalls = async () =>
      (await logLines(page)).filter((line) => line.includes('GET /autoShip/queryAutoShipPlan'));
    // The refused call before signing in, and the answered one(s) after it.
    await expect
      .poll(async () => (await planCalls()).some((line) => / → 200 /.test(line)), WAIT)
      .toBe(true);
    const lines = await planCalls();
    const refused = lines.filter((line) => / → 401 /.test(line));
    const answered = lines.filter((line) => / → 200 /.test(line));
    expect(refused.length).toBeGreaterThan(0);
    for (const line of refused) expect(line).toMatch(/ · scenario unauthorized \(status 401\)$/);
    expect(answered.length).toBeGreaterThan(0);
    for (const line of answered) expect(line).toMatch(/ · \d+ ms · scenario unauthorized$/);
  });

  it('Sign in at the login stand-in before the mock’s code has loaded: no error of the mock’s own', async () => {
    const { page, tab } = await qaTab(`${MANAGE}?scenario=unauthorized`);
    await waitFor(page, { role: 'button', name: 'Sign in' });
    // The stand-in again, MSW's chunk and the toolbar's held back: QA is quicker than they are.
    const held: HTTPRequest[] = [];
    let holding = true;
    await tab.setRequestInterception(true);
    tab.on('request', (request) => {
      if (holding && /\/assets\/(browser-worker|toolbar)-[\w-]+\.js$/.test(request.url()))
        held.push(request);
      else void request.continue();
    });
    await tab.reload();
    await waitFor(page, { role: 'button', name: 'Sign in' });
    const heldNames = () =>
      new Set(held.map((request) => /assets\/([a-z-]+)-/.exec(request.url())?.[1]));
    await expect.poll(heldNames, WAIT).toEqual(new Set(['browser-worker', 'toolbar']));
    await press(page, { role: 'button', name: 'Sign in' });
    holding = false;
    // Their downloads end as leaving the page ends them. Firefox failed the imports, and the mock
    // said "Mock worker failed to start" and "Mock toolbar failed to load", with an unhandled
    // rejection, for a page already gone.
    await Promise.all(held.map((request) => request.abort().catch(() => undefined)));
    await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
  });

  it('docs/qa.md’s quiet failure: nothing on the page, the failed call in the request log', async () => {
    const quiet = quietFailure();
    const { page } = await qaTab(quiet.link);
    for (const name of quiet.clicks) await press(page, { role: 'button', name });
    await openPanel(page);
    const operation = /fault=(\w+):/.exec(quiet.link)?.[1] ?? '';
    await expect
      .poll(
        async () => (await logLines(page)).find((line) => line.includes(`/${operation}/`)),
        WAIT,
      )
      .toSatisfy((line: string | undefined) => quiet.logSays.every((text) => line?.includes(text)));
    // The page as it was (spec section 8): the button back to its first state, ready again.
    await waitFor(page, { role: 'button', name: quiet.clicks[0] ?? '' });
  });

  it.each([
    [
      'fault=pausePlan:delay=1e12',
      'Mock fault value refused',
      '“pausePlan:delay=1e12”: a delay is a whole number of milliseconds, at most 600000 (10 minutes)',
    ],
    [
      'mockLatency=9999999',
      'Mock latency value refused',
      'mockLatency must be a whole number of milliseconds up to 600000 (10 minutes), not “9999999”.',
    ],
    ['fault=pausePlan:teapot', 'Unknown mock fault', '“pausePlan:teapot” is not a fault'],
  ])('?%s: a page titled “%s”, naming what is wrong', async (query, title, says) => {
    const { page } = await qaTab(`${MANAGE}?scenario=active&${query}`);
    await waitFor(page, { role: 'heading', name: title });
    await waitForText(page, says);
    expect(await page.evaluate('document.title')).toBe(`${title} · Autoship`);
  });
});
