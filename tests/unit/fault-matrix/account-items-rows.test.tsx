import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { setStoreContext, type BuilderProductIds } from '#src/api/store-context.ts';
import {
  renderManagePage,
  waitForPlanLoaded,
} from '#tests/unit/pages/autoship-manage/support/render-manage-page.tsx';
import { faultMatrix } from './fault-matrix-runner.tsx';
import type { RenderedPage } from './matrix-faults.ts';
import { expectOneToast, expectNoToast, serverMessageOr, user } from './matrix-support.ts';

/**
 * The account page's item editor in the fault matrix: the products it offers (productInfo, then
 * the store's product JSON) and its save (changePlan). A product that fails leaves the plan's own
 * items editable; a failed save says so and keeps what was chosen.
 */

// Two pods of the store: enough for calls sent together, a fraction of the rendering.
const MATRIX_PRODUCTS: BuilderProductIds = { pods: [7400001, 7400003], gifts: [], devices: [] };
const CLASSIC = 'Classic Tobacco, 2 pods';

async function openEditor(): Promise<RenderedPage> {
  setStoreContext({ builderProducts: MATRIX_PRODUCTS });
  const rendered = renderManagePage();
  await waitForPlanLoaded(5000);
  await user.click(screen.getByRole('button', { name: 'Change items' }));
  await screen.findByRole('heading', { name: 'Change your items' }, { timeout: 20_000 });
  return rendered;
}

function quantityShown(item: string): string | null {
  return within(screen.getByRole('group', { name: `Quantity of ${item}` })).getByRole('status')
    .textContent;
}

/** The plan's own items can still be changed and saved. */
async function expectEditorWithoutProducts(): Promise<void> {
  expect(
    await screen.findByText(/We couldn’t load the store’s other items/, undefined, {
      timeout: 20_000,
    }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/already in your plan/)).toBeNull();
  await user.click(screen.getByRole('button', { name: `One more ${CLASSIC}` }));
  expect(quantityShown(CLASSIC)).toBe('3');
  expect(screen.getByRole('button', { name: 'Save items' })).toBeEnabled();
  expectNoToast();
}

export default faultMatrix(import.meta.url, 'account page, item editor', [
  {
    page: 'account',
    operationId: 'changePlan',
    scenario: 'active',
    act: async () => {
      const rendered = await openEditor();
      await user.click(screen.getByRole('button', { name: `One more ${CLASSIC}` }));
      await user.click(screen.getByRole('button', { name: 'Save items' }));
      return rendered;
    },
    // Spec section 8: the server's msg when it sent one, else our sentence; the choice is kept.
    expectFailure: async (fault) => {
      await expectOneToast(serverMessageOr(fault, 'save your changes'));
      const save = screen.getByRole('button', { name: 'Save items' });
      await waitFor(() => expect(save).toBeEnabled(), { timeout: 20_000 });
      expect(quantityShown(CLASSIC)).toBe('3');
    },
  },
  {
    page: 'account',
    operationId: 'getShopifyProductInfo',
    scenario: 'active',
    act: openEditor,
    expectFailure: expectEditorWithoutProducts,
    maxRequests: MATRIX_PRODUCTS.pods.length,
  },
  {
    page: 'account',
    operationId: 'getStoreProduct',
    scenario: 'active',
    act: openEditor,
    expectFailure: expectEditorWithoutProducts,
    // The store's public product JSON carries no credential (the store client in client.ts).
    neverRedirects: true,
    maxRequests: MATRIX_PRODUCTS.pods.length,
  },
]);
