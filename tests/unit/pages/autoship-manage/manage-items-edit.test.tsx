import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// The account page's item editor: quantities, removals and additions through changePlan.
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;
const CLASSIC = 'Classic Tobacco, 2 pods';
const MINT = 'Fresh Mint, 3 pods';

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => requests.stop());

interface SentItem {
  variantId: unknown;
  productId: unknown;
  variantNum: unknown;
  isGift?: unknown;
  options?: unknown;
  [field: string]: unknown;
}

/** The changePlan bodies as the app sent them; the stateful mock answers them as usual. */
function captureChangePlanBodies(
  hold?: Promise<void>,
): { orderItemList: SentItem[]; daySpan: unknown }[] {
  const bodies: { orderItemList: SentItem[]; daySpan: unknown }[] = [];
  server.use(
    http.post('*/autoShip/changePlan/:planId', async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
      if (hold) await hold;
    }),
  );
  return bodies;
}

async function openEditor() {
  setScenario('active');
  renderManagePage();
  await waitForPlanLoaded();
  await user.click(screen.getByRole('button', { name: 'Change items' }));
  const heading = await screen.findByRole('heading', { name: 'Change your items' });
  await waitFor(() => expect(heading).toHaveFocus());
}

function quantityShown(item: string): string | null {
  return within(screen.getByRole('group', { name: `Quantity of ${item}` })).getByRole('status')
    .textContent;
}

describe('manage page: change items', { timeout: TEST_TIMEOUT_MS }, () => {
  it('a quantity change sends changePlan with the gift apart, numbers, no image and the plan’s own names', async () => {
    const bodies = captureChangePlanBodies();
    await openEditor();

    await user.click(screen.getByRole('button', { name: `One more ${CLASSIC}` }));
    expect(quantityShown(CLASSIC)).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Save items' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Change your items' })).toBeNull(),
    );
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body?.daySpan).toBe(45);
    const items = body?.orderItemList ?? [];
    expect(items.map((item) => [item.variantId, item.variantNum, item.isGift])).toEqual([
      [4100001, 3, 0],
      [4100005, 1, 0],
      [4100090, 1, 1],
    ]);
    for (const item of items) {
      expect(typeof item.variantId).toBe('number');
      expect(typeof item.productId).toBe('number');
      expect(typeof item.variantNum).toBe('number');
      expect(item).not.toHaveProperty('image');
      expect(item).not.toHaveProperty('image_url');
      expect(item).not.toHaveProperty('num');
    }
    // The plan's own option string goes back, not one renamed after the product title.
    expect(items[0]?.options).toBe('2 pods,,Classic Tobacco');

    // The server now holds it, and the page shows what the server says.
    const saved = mockStore.queryPlan()?.orderItemList?.find((item) => item.variantId === 4100001);
    expect(saved?.variantNum).toBe(3);
    expect(await screen.findByText('Qty 3')).toBeInTheDocument();
    expect(getToasts().map((toast) => toast.message)).toEqual(['update success']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change items' })).toHaveFocus());
  });

  it('a double click on Save sends one changePlan', async () => {
    let release: () => void = () => undefined;
    const bodies = captureChangePlanBodies(new Promise<void>((resolve) => (release = resolve)));
    await openEditor();

    await user.click(screen.getByRole('button', { name: `One more ${MINT}` }));
    const save = screen.getByRole('button', { name: 'Save items' });
    await user.dblClick(save);
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Change your items' })).toBeNull(),
    );
    expect(bodies).toHaveLength(1);
    expect(requests.count('changePlan')).toBe(1);
  });

  it('a failure says so and keeps what the shopper chose', async () => {
    setScenario('active', { faults: { changePlan: { status: 500 } } });
    renderManagePage();
    await waitForPlanLoaded();
    await user.click(screen.getByRole('button', { name: 'Change items' }));
    await screen.findByRole('heading', { name: 'Change your items' });

    await user.click(screen.getByRole('button', { name: `One more ${CLASSIC}` }));
    await user.click(screen.getByRole('button', { name: `Remove ${MINT}` }));
    await user.click(screen.getByRole('button', { name: 'Save items' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t save your changes.');
    expect(alert).not.toHaveTextContent('Internal server error');
    // Still open, on the shopper's choice, ready to try again.
    expect(screen.getByRole('heading', { name: 'Change your items' })).toBeInTheDocument();
    expect(quantityShown(CLASSIC)).toBe('3');
    expect(screen.queryByRole('group', { name: `Quantity of ${MINT}` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save items' })).toBeEnabled();
    expect(
      mockStore.queryPlan()?.orderItemList?.find((item) => item.variantId === 4100001)?.variantNum,
    ).toBe(2);
  });

  it('a failure envelope shows the server’s msg (spec section 8), the editor stays open', async () => {
    const msg = 'Plan change is not possible right now';
    setScenario('active', { faults: { changePlan: { code: 5000, msg } } });
    renderManagePage();
    await waitForPlanLoaded();
    await user.click(screen.getByRole('button', { name: 'Change items' }));
    await user.click(await screen.findByRole('button', { name: `One more ${CLASSIC}` }));
    await user.click(screen.getByRole('button', { name: 'Save items' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(getToasts().map((toast) => toast.message)).toEqual([msg]);
    expect(quantityShown(CLASSIC)).toBe('3');
  });

  it('remove one item and add one from the store’s products', async () => {
    const bodies = captureChangePlanBodies();
    await openEditor();

    await user.click(screen.getByRole('button', { name: `Remove ${MINT}` }));
    const picker = await screen.findByRole('combobox', { name: 'Add an item' });
    await user.selectOptions(
      picker,
      screen.getByRole('option', { name: 'Berry Breeze Pods — 4 pods' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(quantityShown('Berry Breeze Pods, 4 pods')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Save items' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const items = bodies[0]?.orderItemList ?? [];
    expect(
      items.map((item) => [item.variantId, item.productId, item.variantNum, item.isGift]),
    ).toEqual([
      [4100001, 7400001, 2, 0],
      [4100010, 7400003, 1, 0],
      [4100090, 7400009, 1, 1],
    ]);
    await waitFor(() =>
      expect(mockStore.queryPlan()?.orderItemList?.map((item) => item.variantId)).toEqual([
        4100001, 4100010, 4100090,
      ]),
    );
  });

  it('the builder’s limits hold, and an empty plan is not sent', async () => {
    await openEditor();
    const more = screen.getByRole('button', { name: `One more ${CLASSIC}` });
    for (let count = 2; count < 10; count += 1) await user.click(more);
    expect(quantityShown(CLASSIC)).toBe('10');
    await user.click(more);
    expect(quantityShown(CLASSIC)).toBe('10');
    expect(
      screen.getByText(`You can have up to 10 packs of ${CLASSIC} in one delivery.`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Remove ${CLASSIC}` }));
    await user.click(screen.getByRole('button', { name: `Remove ${MINT}` }));
    await user.click(screen.getByRole('button', { name: 'Save items' }));
    expect(screen.getByText(/Your plan needs at least one item/)).toBeInTheDocument();
    expect(requests.count('changePlan')).toBe(0);
  });

  it('Discard changes closes the editor and sends nothing', async () => {
    await openEditor();
    await user.click(screen.getByRole('button', { name: `One more ${CLASSIC}` }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('heading', { name: 'Change your items' })).toBeNull();
    expect(screen.getAllByText('Qty 2').length).toBeGreaterThan(0);
    expect(requests.count('changePlan')).toBe(0);
  });
});
