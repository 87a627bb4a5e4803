import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRISM_PREFER, PRISM_PREFER_SIGNED_IN } from '#mocks/generated/prism-prefer.ts';
import { SCENARIOS } from '#mocks/scenarios/registry.ts';
import { setupBrowserSession } from './support/browser.ts';
import { startDevPrism, type DevPrism } from './support/dev-prism.ts';

/**
 * Prism mode (`npm run dev:prism`, started here on free ports) shows QA what the MSW build shows:
 * a 401 or 403 lands on the login stand-in, a scenario's plan is the same plan, and nothing is
 * fetched from off the machine.
 */
const session = setupBrowserSession();
const MANAGE = '/pages/autoship-manage';
const REVIEW = '/review';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

let prism: DevPrism | undefined;

beforeAll(async () => {
  prism = await startDevPrism();
}, 120_000);

afterAll(async () => {
  await prism?.stop();
});

function prismUrl(path: string): string {
  if (!prism) throw new Error('dev:prism did not start');
  return `${prism.appUrl}${path}`;
}

/** The scenarios whose plan query Prism answers with 401 or 403 (from the generated table). */
const REFUSED = SCENARIOS.map((scenario) => scenario.name).filter((name) =>
  /^code=40[13],/.test(PRISM_PREFER[name]?.queryAutoShipPlan ?? ''),
);

/** The review page's plan as the shopper reads it: item names and the total. */
async function reviewedPlan(page: Page): Promise<{ items: string[]; total: string | null }> {
  await page.getByTestId('skeleton').waitFor({ state: 'detached' });
  await page.getByTestId('price-total').waitFor();
  return {
    items: await page.getByTestId('plan-item').allInnerTexts(),
    total: await page.getByTestId('price-total').textContent(),
  };
}

describe('Prism mode in Chromium (npm run dev:prism)', { timeout: 90_000 }, () => {
  it('the 401 and 403 scenarios are the ones the registry refuses', () => {
    expect(REFUSED).toEqual(expect.arrayContaining(['unauthorized', 'forbidden', 'anonymous']));
  });

  it.each(REFUSED)('?scenario=%s lands on the login stand-in with return_to', async (name) => {
    // The 401/403 answers show in the console as failed loads: expected here.
    const { page } = await session.open(prismUrl(`${MANAGE}?scenario=${name}`), {
      allowConsoleErrors: true,
    });
    await page.waitForURL('**/account/login?**');
    const returnTo = new URL(page.url()).searchParams.get('return_to') ?? '';
    expect(new URL(returnTo).pathname).toBe(MANAGE);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
  });

  it.each(REFUSED)('%s: signing in on the stand-in ends where it ends with MSW', async (name) => {
    const after = async (url: string) => {
      const { page } = await session.open(url, { allowConsoleErrors: true });
      await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => visited).toContain(MANAGE);
      // Signed in, the plan; still refused, what the app shows then: compared as a shopper sees it.
      await page.waitForLoadState('networkidle');
      await page.getByTestId('skeleton').waitFor({ state: 'detached' });
      return {
        path: new URL(page.url()).pathname,
        heading: await page.getByRole('heading', { level: 1 }).first().textContent(),
        items: await page.getByTestId('plan-item').allInnerTexts(),
      };
    };
    const msw = await after(`${MANAGE}?scenario=${name}`);
    // Where sign-in lifts the refusal (the generated signed-in answers), MSW shows the plan.
    expect(msw.items.length > 0).toBe(name in PRISM_PREFER_SIGNED_IN);
    expect(await after(prismUrl(`${MANAGE}?scenario=${name}`))).toEqual(msw);
  });

  it('out-of-stock: the review page shows the same items and total as the MSW build', async () => {
    const msw = await session.open(`${REVIEW}?scenario=out-of-stock`);
    const expected = await reviewedPlan(msw.page);
    expect(expected.items.length).toBeGreaterThan(0);

    const { page } = await session.open(prismUrl(`${REVIEW}?scenario=out-of-stock`));
    expect(await reviewedPlan(page)).toEqual(expected);
  });

  it('no request leaves the machine, and the plan pictures are served locally', async () => {
    const hosts = new Set<string>();
    // Status and type: Vite's page fallback would answer a missing picture 200 with HTML.
    const pictures: string[] = [];
    const { page } = await session.open(prismUrl(`${MANAGE}?scenario=active`), {
      beforeLoad: async (context) => {
        context.on('request', (request) => hosts.add(new URL(request.url()).hostname));
        context.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/__mock/images/')) {
            pictures.push(`${response.status()} ${response.headers()['content-type']}`);
          }
        });
      },
    });
    for (const path of [`${MANAGE}?scenario=active`, `${REVIEW}?scenario=out-of-stock`]) {
      if (!page.url().startsWith(prismUrl(path))) await page.goto(prismUrl(path));
      await page.getByTestId('plan-item').first().waitFor();
      // Every picture of the plan loaded, or failed to its lettered tile (then counted below).
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    }
    await page.waitForLoadState('networkidle');
    expect([...hosts].filter((host) => !LOCAL_HOSTS.has(host))).toEqual([]);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((answer) => answer !== '200 image/svg+xml')).toEqual([]);
  });
});
