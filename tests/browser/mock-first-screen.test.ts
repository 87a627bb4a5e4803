import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockReady, setupBrowserSession } from './support/browser.ts';

// The mock build's first screen (mocks/fetch-gate.ts, mocks/first-screen-shown.ts): its calls are
// answered in the page by the same handlers, so the plan shows without MSW's worker client, which
// downloads only once the plan is drawn; from then on the worker answers what the shopper does.

const session = setupBrowserSession();
const MANAGE = '/pages/autoship-manage';
const WORKER_CLIENT = '**/assets/browser-worker-*.js';
const WAIT = { timeout: 15_000 };

describe('the mock build’s first screen', () => {
  it('shows the plan while MSW’s worker client is held back, and asks for it only once the plan is drawn', async () => {
    const held: Route[] = [];
    let planShownWhenAsked: boolean | null = null;
    const { page } = await session.open(`${MANAGE}?scenario=active`, {
      toolbar: true,
      beforeLoad: (context) =>
        context.route(WORKER_CLIENT, async (route) => {
          planShownWhenAsked = await route
            .request()
            .frame()
            .page()
            .getByTestId('plan-item')
            .first()
            .isVisible();
          held.push(route);
        }),
    });
    await page.getByText('Your autoship is active').waitFor(WAIT);
    await page.getByTestId('plan-item').first().waitFor(WAIT);
    await expect.poll(() => held.length, WAIT).toBe(1);
    expect(planShownWhenAsked).toBe(true);

    // QA's request log has the calls the page answered itself.
    await page.getByRole('button', { name: /^Mock \(MSW\)/ }).click();
    await page
      .getByTestId('mock-log-entry')
      .filter({ hasText: 'GET /autoShip/queryAutoShipPlan' })
      .getByText('200 · code 200')
      .waitFor(WAIT);

    // A press before the worker is up waits for it, and then goes where QA's network panel sees it.
    const pauses: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/autoShip/pausePlan/')) pauses.push(request.url());
    });
    await page.getByRole('button', { name: 'Pause plan' }).click();
    await page
      .getByRole('dialog', { name: 'Pause your autoship?' })
      .getByRole('button', { name: 'Pause plan' })
      .click();
    for (const route of held.splice(0)) await route.continue();
    await mockReady(page);
    await page.getByText('Your autoship is paused').waitFor(WAIT);
    expect(pauses).toHaveLength(1);
  });
});
