import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setActiveScenario } from '#mocks/active-scenario.ts';
import { renderInvalidScenario } from '#mocks/invalid-scenario.ts';
import { mockNavigation } from '#mocks/pages/navigation.ts';
import { resolveReturnTo } from '#mocks/pages/return-to.ts';
import { mockRoutes } from '#mocks/routes.tsx';
import { SCENARIOS, allScenarioNames, getScenario } from '#mocks/scenarios/registry.ts';
import { encodeScenarioJson } from '#mocks/scenarios/scenario-url.ts';
import { keepSelection, selectScenario } from '#mocks/scenarios/selection.ts';
import { mockStore } from '#mocks/store.ts';
import { FIRST_PLAN_ID } from '#mocks/store/mock-state.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { memoryRoutes } from '#tests/support/memory-routes.tsx';
import { setScenario } from '#tests/support/set-scenario.ts';

function renderMockRoute(path: string) {
  const { location, element } = memoryRoutes(
    path,
    mockRoutes('msw').map((route) => ({ path: route.path, element: <route.component /> })),
  );
  render(<Suspense fallback={null}>{element}</Suspense>);
  return location;
}

function captureNavigation() {
  return vi.spyOn(mockNavigation, 'assign').mockImplementation(() => undefined);
}

describe('/__scenarios', () => {
  it('lists every scenario with its description and a link to each page under it', async () => {
    setActiveScenario(getScenario('paused'), 'msw');
    renderMockRoute('/__scenarios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock scenarios' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Scenarios' });
    for (const scenario of SCENARIOS) {
      const item = within(list)
        .getByRole('heading', { level: 2, name: scenario.name })
        .closest('li');
      if (!item) throw new Error(`no entry for ${scenario.name}`);
      expect(item).toHaveTextContent(scenario.description);
      const hrefs = within(item)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(
        [
          '/pages/autoship-manage',
          '/pages/autoship-program',
          '/pages/buildplan',
          '/pages/payment',
          '/review',
        ].map((path) => `${path}?scenario=${scenario.name}`),
      );
    }
    expect(screen.getByTestId('current-scenario')).toHaveTextContent('paused');
    expect(list.querySelector('[aria-current="true"]')).toHaveAttribute('data-scenario', 'paused');
  });
});

describe('the hosted payment stand-in', () => {
  it('Pay makes the plan active and returns to the manage page', async () => {
    setScenario('draft');
    const navigate = captureNavigation();
    renderMockRoute(`/__mock/hosted-payment?planId=${FIRST_PLAN_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(mockStore.queryPlan()?.status).toBe(1);
    expect(mockStore.snapshot().orders).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/pages/autoship-manage');
  });

  it('Cancel leaves the plan unpaid and returns to the review page with type=cancel', async () => {
    setScenario('draft');
    const navigate = captureNavigation();
    renderMockRoute(`/__mock/hosted-payment?planId=${FIRST_PLAN_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(mockStore.queryPlan()?.status).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/review?type=cancel');
  });

  it('says so when there is no such plan, and offers no Pay', async () => {
    setScenario('no-plan');
    renderMockRoute('/__mock/hosted-payment?planId=123');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no plan 123 to pay for');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});

describe('the store login stand-in', () => {
  it('signs the shopper in and returns to a same-origin return_to', async () => {
    setScenario('anonymous');
    setActiveScenario(getScenario('anonymous'), 'msw');
    expect(getStoreContext()).toMatchObject({ isLoggedIn: false, authToken: null });
    const navigate = captureNavigation();
    const returnTo = encodeURIComponent(`${location.origin}/review?type=REVIEW_EDIT`);
    renderMockRoute(`/account/login?return_to=${returnTo}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledWith('/review?type=REVIEW_EDIT');
    expect(mockStore.session).not.toBeNull();
    expect(getStoreContext()).toMatchObject({
      isLoggedIn: true,
      authToken: mockStore.session?.authToken,
      customerId: 7001,
    });
  });

  it('refuses a foreign return_to with a clear message and goes to the manage page', async () => {
    const navigate = captureNavigation();
    renderMockRoute(`/account/login?return_to=${encodeURIComponent('https://evil.example/steal')}`);
    expect(await screen.findByTestId('foreign-return-to')).toHaveTextContent(
      'The return address “https://evil.example/steal” is not on this store',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledWith('/pages/autoship-manage');
  });

  it.each([
    [null, '/pages/autoship-manage', null],
    ['/pages/buildplan?type=NO_STOCK', '/pages/buildplan?type=NO_STOCK', null],
    ['http://localhost:3000/review#terms', '/review#terms', null],
    ['//evil.example/x', '/pages/autoship-manage', '//evil.example/x'],
    ['/\\evil.example/x', '/pages/autoship-manage', '/\\evil.example/x'],
    ['javascript:alert(1)', '/pages/autoship-manage', 'javascript:alert(1)'],
    ['https://localhost:3000/review', '/pages/autoship-manage', 'https://localhost:3000/review'],
    // The forms that start with `//` only after normalisation
    ['/.//evil.example', '/pages/autoship-manage', '/.//evil.example'],
    ['/..//evil.example', '/pages/autoship-manage', '/..//evil.example'],
    [
      'http://localhost:3000//evil.example',
      '/pages/autoship-manage',
      'http://localhost:3000//evil.example',
    ],
    [
      'http://localhost:3000/\\evil.example',
      '/pages/autoship-manage',
      'http://localhost:3000/\\evil.example',
    ],
    ['/%2e%2e//evil.example', '/pages/autoship-manage', '/%2e%2e//evil.example'],
  ])('return_to %s → %s', (returnTo, target, refused) => {
    expect(resolveReturnTo(returnTo, 'http://localhost:3000')).toEqual({ target, refused });
  });
});

describe('the scenario switch', () => {
  it('a named scenario is selected, with an optional latency', () => {
    sessionStorage.clear();
    expect(selectScenario('?scenario=paused', sessionStorage)).toEqual({
      kind: 'named',
      selection: { name: 'paused', options: {} },
      sameAsKept: false,
    });
    expect(selectScenario('?scenario=slow&mockLatency=300', sessionStorage)).toEqual({
      kind: 'named',
      selection: { name: 'slow', options: { latencyMs: 300 } },
      sameAsKept: false,
    });
  });

  it('the same scenario the tab already runs is told apart (a reload goes on with the store)', () => {
    keepSelection(sessionStorage, { name: 'paused', options: {} });
    expect(selectScenario('?scenario=paused', sessionStorage)).toMatchObject({ sameAsKept: true });
    expect(selectScenario('?scenario=paused&mockLatency=5', sessionStorage)).toMatchObject({
      sameAsKept: false,
    });
  });

  it('without a name it keeps the session’s scenario, else the default', () => {
    sessionStorage.clear();
    expect(selectScenario('', sessionStorage)).toMatchObject({
      kind: 'default',
      selection: { name: 'active' },
    });
    sessionStorage.setItem(
      'autoship.mock.scenario',
      JSON.stringify({ name: 'paused', options: {} }),
    );
    expect(selectScenario('?other=1', sessionStorage)).toMatchObject({
      kind: 'kept',
      selection: { name: 'paused' },
    });
    sessionStorage.clear();
  });

  it('an unknown name is reported with the valid names, never replaced', () => {
    const result = selectScenario('?scenario=pasued', sessionStorage);
    expect(result).toEqual({
      kind: 'invalid',
      refused: 'scenario',
      requested: 'pasued',
      problem: '“pasued” is not a mock scenario.',
      valid: allScenarioNames(),
    });
    if (result.kind !== 'invalid') return;
    const container = document.createElement('div');
    document.body.append(container);
    renderInvalidScenario(result, container);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unknown mock scenario',
    );
    expect(within(container).getByRole('alert')).toHaveTextContent(
      '“pasued” is not a mock scenario.',
    );
    const links = within(
      within(container).getByRole('list', { name: 'Valid scenarios' }),
    ).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...allScenarioNames()]);
    expect(links[0]).toHaveAttribute('href', `${location.pathname}?scenario=no-plan`);
    container.remove();
  });

  it('a latency that is not a number, or over the maximum, is refused as a value, naming the limit', () => {
    expect(selectScenario('?scenario=slow&mockLatency=fast', sessionStorage)).toMatchObject({
      kind: 'invalid',
      refused: 'latency',
      problem:
        'mockLatency must be a whole number of milliseconds up to 600000 (10 minutes), not “fast”.',
    });
    const result = selectScenario('?scenario=slow&mockLatency=600001', sessionStorage);
    expect(result).toMatchObject({
      kind: 'invalid',
      refused: 'latency',
      problem:
        'mockLatency must be a whole number of milliseconds up to 600000 (10 minutes), not “600001”.',
    });
    if (result.kind !== 'invalid') return;
    const container = document.createElement('div');
    document.body.append(container);
    renderInvalidScenario(result, container);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mock latency value refused',
    );
    expect(within(container).queryByRole('list', { name: 'Valid scenarios' })).toBeNull();
    container.remove();
  });

  it('a scenario file beside ?scenario= is the one used, and the other is named as ignored', () => {
    sessionStorage.clear();
    const json = encodeScenarioJson('{ "base": "paused", "name": "qa-file" }');
    expect(
      selectScenario(`?scenario=active&scenarioJson=${json}&mockLatency=40`, sessionStorage),
    ).toEqual({
      kind: 'named',
      selection: { name: 'qa-file', options: { latencyMs: 40 }, json },
      sameAsKept: false,
      ignoredScenario: 'active',
    });
  });
});
