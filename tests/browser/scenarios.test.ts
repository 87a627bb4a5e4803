import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SCENARIOS, allScenarioNames } from '#mocks/scenarios/registry.ts';
import { mockReady, saveScreenshot, setupBrowserSession } from './support/browser.ts';

// The mock backend in Chromium, against the `mock` build: the MSW service worker answers the
// page's own fetches from the stateful store, `?scenario=` switches it, state survives reloads and
// full navigations (sessionStorage), and the payment and login stand-ins land where they should.

const session = setupBrowserSession();
const PLAN_ID = 880001;
const TOKEN = 'browser-test-token';

interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

/** The spec section 7 shared fields, as the app's client adds them (the mock checks them). */
const SHARED_QUERY = { cookie: 'browser-test-visitor', webLanguage: 'en' };
const SHARED_BODY = {
  store: 'autoship-demo.myshopify.com',
  cookie: 'browser-test-visitor',
  region: 'us',
  shopCode: 'US01',
  returnTo: '/review',
  webLanguage: 'en',
};

/**
 * A fetch made by the page itself (so it goes through the service worker), with the shared
 * fields of spec section 7 as the app sends them: the mock refuses a request off the contract.
 */
async function pageFetch(
  page: Page,
  rawPath: string,
  init: { method?: string; body?: unknown; token?: string | null } = {},
): Promise<Answer> {
  await mockReady(page);
  const url = new URL(rawPath, 'http://page.invalid');
  if ((init.method ?? 'GET') === 'GET') {
    for (const [name, value] of Object.entries(SHARED_QUERY)) url.searchParams.set(name, value);
  }
  const path = `${url.pathname}${url.search}`;
  const body =
    init.body !== null && typeof init.body === 'object' && !Array.isArray(init.body)
      ? { ...SHARED_BODY, ...init.body }
      : init.body;
  return page.evaluate(
    async ({ path, method, body, token }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
    {
      path,
      method: init.method ?? 'GET',
      body,
      token: init.token === undefined ? TOKEN : init.token,
    },
  );
}

async function planStatus(page: Page): Promise<number | null> {
  const { body } = await pageFetch(page, '/autoShip/queryAutoShipPlan?region=us');
  const plan = body.data as { status?: number } | null;
  return plan?.status ?? null;
}

async function scenarioOf(page: Page): Promise<string | undefined> {
  await mockReady(page);
  return page.evaluate(() => window.__autoshipMock?.scenario());
}

describe('the scenario switch in Chromium (mock build)', () => {
  it('?scenario=paused: the page’s own fetch of the plan answers status 2', async () => {
    const { page } = await session.open('/pages/autoship-manage?scenario=paused');
    expect(await planStatus(page)).toBe(2);
    expect(await scenarioOf(page)).toBe('paused');
    // The address bar keeps the switch: the URL is the state.
    expect(new URL(page.url()).searchParams.get('scenario')).toBe('paused');
  });

  it('a reload keeps the scenario, and so does a full navigation to another page', async () => {
    const { page } = await session.open('/pages/autoship-manage?scenario=paused');
    await mockReady(page);
    await page.reload();
    expect(await scenarioOf(page)).toBe('paused');
    expect(await planStatus(page)).toBe(2);
    await page.goto('/review');
    expect(await scenarioOf(page)).toBe('paused');
    expect(await planStatus(page)).toBe(2);
  });

  it('a pause through the page’s fetch survives a reload; naming the scenario again resets it', async () => {
    const { page } = await session.open('/pages/autoship-program?scenario=active');
    expect(await planStatus(page)).toBe(1);
    const paused = await pageFetch(page, `/autoShip/pausePlan/${PLAN_ID}?region=us`);
    expect(paused.body.code).toBe(200);
    await page.reload();
    expect(await planStatus(page)).toBe(2);
    await page.goto('/pages/autoship-program?scenario=active');
    expect(await planStatus(page)).toBe(1);
  });

  it('an unknown scenario shows its message with the valid names, not the app', async () => {
    const { page } = await session.open('/pages/autoship-manage?scenario=pasued');
    // In place of the page's prerendered first screen, once the mock layer has read the URL.
    await page.getByRole('heading', { level: 1, name: 'Unknown mock scenario' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toContain(
      '“pasued” is not a mock scenario.',
    );
    const names = await page
      .getByRole('list', { name: 'Valid scenarios' })
      .getByRole('link')
      .allTextContents();
    expect(names).toEqual([...allScenarioNames()]);
    await saveScreenshot(page, 'mocks-unknown-scenario');
    // Following a valid link starts the app under that scenario.
    await page.getByRole('link', { name: 'paused', exact: true }).click();
    await page.waitForURL('**/pages/autoship-manage?**');
    expect(await scenarioOf(page)).toBe('paused');
  });

  it('requests without the credential are answered 401', async () => {
    const { page } = await session.open('/pages/autoship-program?scenario=active', {
      allowConsoleErrors: true,
    });
    const answer = await pageFetch(page, '/autoShip/queryAutoShipPlan?region=us', { token: null });
    expect(answer).toEqual({ status: 401, body: { code: 401, msg: 'Unauthorized', data: null } });
  });

  it('records tracking events for the page and tests to read', async () => {
    const { page } = await session.open('/pages/autoship-program?scenario=active');
    await mockReady(page);
    await page.evaluate(() => window.__autoshipMock?.clearTrace());
    const event = {
      key1: '{}',
      businessCode: 'AUTO_SHIP',
      step: 'browser_test',
      clientTimeStamp: 1_790_000_000_000,
    };
    expect(
      (await pageFetch(page, '/trace/submitIntoCenter', { method: 'POST', body: event })).status,
    ).toBe(200);
    const recorded = await page.evaluate(() =>
      window.__autoshipMock?.traceEvents({ step: 'browser_test' }),
    );
    expect(recorded).toMatchObject([
      { operationId: 'submitTraceEvent', event: { step: 'browser_test' } },
    ]);
  });
});

describe('the hosted payment stand-in', () => {
  async function payUrl(page: Page): Promise<string> {
    const { body } = await pageFetch(page, '/autoShip/completeInfoAndGetPayUrl', {
      method: 'POST',
      body: {
        region: 'us',
        addressId: 9001,
        customerId: 7001,
        address1: '1200 Market Street',
        city: 'San Francisco',
        zip: '94103',
        country_code: 'US',
      },
    });
    expect(body.code).toBe(200);
    return String(body.data);
  }

  it('Pay lands on the manage page with the plan active', async () => {
    const { page } = await session.open('/review?scenario=draft');
    expect(await planStatus(page)).toBe(0);
    const url = await payUrl(page);
    expect(url).toBe(`${new URL(page.url()).origin}/__mock/hosted-payment?planId=${PLAN_ID}`);
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Pay for your autoship plan' }).waitFor();
    await saveScreenshot(page, 'mocks-hosted-payment');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/pages/autoship-manage?**');
    expect(await planStatus(page)).toBe(1);
  });

  it('Cancel lands on /review?type=cancel with the plan still unpaid', async () => {
    const { page } = await session.open('/review?scenario=draft');
    await page.goto(await payUrl(page));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/review?type=cancel&**');
    expect(await planStatus(page)).toBe(0);
  });
});

describe('the store login stand-in', () => {
  it('signs the shopper in and returns to a same-origin return_to', async () => {
    // Straight to the stand-in: a page of the app would itself go to login (anonymous) and race
    // this test's own navigation.
    const origin = inject('baseURL');
    const { page } = await session.open(
      `/account/login?scenario=anonymous&return_to=${encodeURIComponent(`${origin}/pages/buildplan`)}`,
      { allowConsoleErrors: true },
    );
    await mockReady(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/pages/buildplan?**');
    await mockReady(page);
    const state = await page.evaluate(() => window.__autoshipMock?.state());
    expect(state?.scenario).toBe('anonymous');
    expect(state?.session?.authToken).toMatch(/^mock-session-/);
    expect(await planStatus(page)).toBe(1);
  });

  it('refuses a foreign return_to with a message and returns to the manage page', async () => {
    const { page } = await session.open(
      `/account/login?scenario=anonymous&return_to=${encodeURIComponent('https://evil.example/account')}`,
      { allowConsoleErrors: true },
    );
    await mockReady(page);
    expect(await page.getByTestId('foreign-return-to').textContent()).toContain(
      'is not on this store',
    );
    await saveScreenshot(page, 'mocks-login-foreign-return-to');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/pages/autoship-manage?**');
  });
});

describe('/__scenarios', () => {
  it('lists every scenario with its description and links to each page', async () => {
    const { page } = await session.open('/__scenarios?scenario=slow&mockLatency=10');
    await page.getByRole('heading', { level: 1, name: 'Mock scenarios' }).waitFor();
    for (const scenario of SCENARIOS) {
      const entry = page.locator(`[data-scenario="${scenario.name}"]`);
      expect(await entry.textContent()).toContain(scenario.description);
      expect(await entry.getByRole('link').count()).toBe(5);
    }
    expect(await page.getByTestId('current-scenario').textContent()).toBe('slow');
    await saveScreenshot(page, 'mocks-scenario-index');
  });
});
