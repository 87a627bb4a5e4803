import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import {
  getStoreContext,
  setStoreContext,
  type BuilderProductIds,
} from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';
import { clearToasts } from '#src/components/ui/toast/toast-store.ts';
import { AutoshipProgramPage } from '#src/pages/autoship-program/autoship-program-page.tsx';
import { BuildplanPage } from '#src/pages/buildplan/buildplan-page.tsx';
import { faultMatrix } from './fault-matrix-runner.tsx';
import type { RenderedPage } from './matrix-faults.ts';
import { expectNoToast, failureSentence, observeLoginRedirects, user } from './matrix-support.ts';
import { memoryRoutes, type TestLocation } from '#tests/support/memory-routes.tsx';

/**
 * The builder's and the program page's rows of the fault matrix. Both resolve the
 * store context's products (productInfo for the handle, then the store's product JSON): a fault
 * on either operation fails every product, and each must say so where it would have been, never
 * a blank page or a spinner that stays. The builder's Continue asks for the plan.
 */

/**
 * The store context's products for these rows: two pods and a gift (the theme's list; the mock's
 * default has eleven). Enough for every kind of product to fail and for calls sent together, at
 * a fraction of the rendering: the matrix runs each row nine times.
 */
const MATRIX_PRODUCTS: BuilderProductIds = {
  pods: [7400001, 7400002],
  gifts: [7400010],
  devices: [],
};

/** One productInfo and one product JSON per configured product, by design (useStoreProducts). */
function configuredProducts(): number {
  const { pods = [], gifts = [], devices = [] } = MATRIX_PRODUCTS;
  return new Set([...pods, ...gifts, ...devices]).size;
}

let location: TestLocation | null = null;

function renderAt(path: string): RenderedPage {
  clearToasts();
  setStoreContext({ builderProducts: MATRIX_PRODUCTS });
  window.history.replaceState(null, '', path);
  const loginRedirects = observeLoginRedirects();
  const routes = memoryRoutes(path, [
    { path: APP_PATHS.buildPlan, element: <BuildplanPage /> },
    { path: APP_PATHS.program, element: <AutoshipProgramPage /> },
    { path: APP_PATHS.review, element: <h1>Review page</h1> },
  ]);
  location = routes.location;
  render(
    <QueryClientProvider client={createQueryClient({ deterministic: true })}>
      {routes.element}
      <ToastViewport />
    </QueryClientProvider>,
  );
  return { loginRedirects };
}

/** Every product has resolved: loaded or unavailable, no loading placeholder left. */
async function waitForProducts(): Promise<void> {
  await waitFor(
    () => {
      expect(
        screen.queryAllByTestId('builder-product').length +
          screen.queryAllByTestId('builder-product-unavailable').length,
      ).toBe(getStoreContext().builderProducts.pods.length);
      expect(screen.queryByTestId('skeleton')).toBeNull();
      expect(screen.queryByText(/^Loading/)).toBeNull();
    },
    { timeout: 20_000 },
  );
}

async function loadBuilder(): Promise<RenderedPage> {
  const rendered = renderAt(APP_PATHS.buildPlan);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  return rendered;
}

/** Every product failed: each says so in its place; the rest of the builder still works. */
async function expectBuilderWithoutProducts(): Promise<void> {
  await waitForProducts();
  expect(screen.getAllByTestId('builder-product-unavailable')).toHaveLength(
    getStoreContext().builderProducts.pods.length,
  );
  expect(screen.getAllByTestId('builder-product-unavailable')[0]).toHaveTextContent(
    'unavailable right now',
  );
  expect(screen.getByText(/Your free gift could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Build your plan' })).toBeInTheDocument();
  await user.click(screen.getByLabelText('45 days'));
  expect(screen.getByLabelText('45 days')).toBeChecked();
  // Continue is not stuck: it answers, and says why it cannot go on.
  const next = screen.getByRole('button', { name: 'Continue to review' });
  expect(next).toBeEnabled();
  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your plan is empty');
  expect(next).toBeEnabled();
  expectNoToast();
}

async function loadProgram(): Promise<RenderedPage> {
  const rendered = renderAt(APP_PATHS.program);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  return rendered;
}

/** README: 'Member prices on every pack' instead of a percentage, no gift, the button there. */
async function expectProgramWithoutProducts(): Promise<void> {
  await waitFor(
    () =>
      expect(screen.getByTestId('program-saving')).toHaveTextContent('Member prices on every pack'),
    { timeout: 20_000 },
  );
  expect(screen.queryByTestId('program-gift')).toBeNull();
  expect(screen.getAllByRole('link', { name: 'Build my plan' })[0]).toHaveAttribute(
    'href',
    APP_PATHS.buildPlan,
  );
  expectNoToast();
}

export default faultMatrix(import.meta.url, 'builder and program pages', [
  {
    page: 'builder',
    operationId: 'getShopifyProductInfo',
    scenario: 'no-plan',
    act: loadBuilder,
    expectFailure: expectBuilderWithoutProducts,
    // One call per configured product, all at once (useStoreProducts); each at most once.
    maxRequests: configuredProducts(),
  },
  {
    page: 'builder',
    operationId: 'getStoreProduct',
    scenario: 'no-plan',
    act: loadBuilder,
    expectFailure: expectBuilderWithoutProducts,
    // The store's public product JSON carries no credential: a 401/403 there is the store's
    // refusal, not an expired sign-in, and login cannot help (the store client in client.ts).
    neverRedirects: true,
    // One call per configured product, once its handle is known; each at most once.
    maxRequests: configuredProducts(),
  },
  {
    page: 'builder',
    operationId: 'queryAutoShipPlan',
    scenario: 'no-plan',
    act: async () => {
      const rendered = await loadBuilder();
      // Label and test-id queries: a role query by name over eleven product cards, run on every
      // change while they load, cost more than the rest of the case.
      await waitForProducts();
      await user.click(screen.getByLabelText('One more Classic Tobacco Pods, 2 pods'));
      await user.click(screen.getByLabelText('60 days'));
      await user.click(screen.getByRole('button', { name: 'Continue to review' }));
      return rendered;
    },
    // Continue says the plan could not be checked; the button answers again; the choices stay;
    // the shopper stays on the builder.
    expectFailure: async (fault) => {
      expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
        failureSentence(fault, 'check your current plan'),
      );
      const next = screen.getByRole('button', { name: 'Continue to review' });
      await waitFor(() => expect(next).toHaveAttribute('data-state', 'content'));
      expect(next).toBeEnabled();
      expect(screen.getByText('1 pack, delivered every 60 days')).toBeInTheDocument();
      expect(screen.getByLabelText('One more Classic Tobacco Pods, 2 pods')).toBeEnabled();
      expect(location?.pathname).toBe(APP_PATHS.buildPlan);
      expectNoToast();
    },
  },
  {
    page: 'program',
    operationId: 'getShopifyProductInfo',
    scenario: 'no-plan',
    act: loadProgram,
    expectFailure: expectProgramWithoutProducts,
    maxRequests: configuredProducts(),
  },
  {
    page: 'program',
    operationId: 'getStoreProduct',
    scenario: 'no-plan',
    act: loadProgram,
    expectFailure: expectProgramWithoutProducts,
    neverRedirects: true,
    maxRequests: configuredProducts(),
  },
]);
