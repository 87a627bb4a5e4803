import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { parseFaults, setUrlFaults } from '#mocks/url-faults.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import type { OrderPage } from '#src/api/schema-types.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { ORDER_PAGE_SIZE } from '#src/pages/autoship-manage/order-history/use-order-page.ts';
import { answerPost, success } from '#tests/unit/api/api-test-helpers.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// Real timers: the disclosure's code loads when the page is first idle (after the 500 ms skeleton).
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;
const WAIT = { timeout: 10_000 };

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => requests.stop());

/** Renders the account page and opens "Past deliveries" once the page offers it. */
async function openHistory(): Promise<void> {
  renderManagePage();
  await waitForPlanLoaded();
  await user.click(await screen.findByText('Past deliveries', {}, WAIT));
}

/** Faults as QA writes them in `?fault=`. */
function faults(text: string) {
  const parsed = parseFaults(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.faults;
}

const rows = () => screen.queryAllByTestId('past-delivery');

/** What the store holds, newest first: the order the contract promises. */
function storedOrdersNewestFirst() {
  return mockStore
    .snapshot()
    .orders.toSorted((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
}

describe('account page: past deliveries', { timeout: TEST_TIMEOUT_MS }, () => {
  it('asks for nothing until the shopper opens it, then shows a loading state', async () => {
    setScenario('order-history', { faults: { queryOrders: { latencyMs: 400 } } });
    renderManagePage();
    await waitForPlanLoaded();
    await screen.findByText('Past deliveries', {}, WAIT);
    expect(requests.count('queryOrders')).toBe(0);

    await user.click(screen.getByText('Past deliveries'));
    expect(await screen.findByText('Loading your past deliveries…')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    await waitFor(() => expect(rows()).toHaveLength(ORDER_PAGE_SIZE), WAIT);
    expect(requests.count('queryOrders')).toBe(1);
  });

  it('lists the newest first with date, status, items and total in the store’s money format', async () => {
    setScenario('order-history');
    setStoreContext({ moneyFormat: '{{amount_with_comma_separator}} €' });
    await openHistory();
    await waitFor(() => expect(rows()).toHaveLength(ORDER_PAGE_SIZE), WAIT);

    const expected = storedOrdersNewestFirst().slice(0, ORDER_PAGE_SIZE);
    rows().forEach((row, index) => {
      const order = expected[index];
      if (!order) throw new Error(`no stored order ${index}`);
      expect(row).toHaveTextContent(`Order ${order.orderNo}`);
      expect(row).toHaveTextContent(editModePayDate(order.paidAt) ?? 'no date');
      expect(row).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}/);
    });
    const newest = within(rows()[0] ?? document.body);
    expect(newest.getByText('Shipped')).toBeInTheDocument();
    expect(newest.getByText(/^2 × Classic Tobacco Pods \(2 pods\)/)).toBeInTheDocument();
    expect(newest.getByText(/Free gift/)).toBeInTheDocument();
    // Cents in the store, shown in the store's format: '{{amount_with_comma_separator}} €'.
    const cents = expected[0]?.total ?? 0;
    const amount = `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
    expect(rows()[0]).toHaveTextContent(`Total ${amount}`);
  });

  it('"Show more" pages through every order, one request per press however fast the clicks', async () => {
    setScenario('order-history');
    await openHistory();
    await waitFor(() => expect(rows()).toHaveLength(ORDER_PAGE_SIZE), WAIT);
    const total = mockStore.snapshot().orders.length;

    await user.dblClick(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(2 * ORDER_PAGE_SIZE), WAIT);
    expect(requests.count('queryOrders')).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(total), WAIT);
    expect(requests.count('queryOrders')).toBe(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    const shown = rows().map((row) => within(row).getByText(/^Order /).textContent);
    expect(shown).toEqual(storedOrdersNewestFirst().map((order) => `Order ${order.orderNo}`));
  });

  it('says so when there is no delivery yet', async () => {
    setScenario('active');
    await openHistory();
    expect(await screen.findByText('No deliveries yet', {}, WAIT)).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a failure is said in our words, never the server’s, and Try again asks once more', async () => {
    setScenario('order-history');
    setUrlFaults(faults('queryOrders:code=5000'));
    await openHistory();
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('We couldn’t load your past deliveries.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(document.body).not.toHaveTextContent(/Operation failed|system busy/i);

    setUrlFaults({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(ORDER_PAGE_SIZE), WAIT);
    expect(requests.count('queryOrders')).toBe(2);
  });

  it('a failed later page keeps the orders shown, and Try again asks for that page only', async () => {
    setScenario('order-history');
    await openHistory();
    await waitFor(() => expect(rows()).toHaveLength(ORDER_PAGE_SIZE), WAIT);

    setUrlFaults(faults('queryOrders:500'));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('We couldn’t load more deliveries.');
    expect(rows()).toHaveLength(ORDER_PAGE_SIZE);

    setUrlFaults({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(2 * ORDER_PAGE_SIZE), WAIT);
    expect(requests.count('queryOrders')).toBe(3);
  });

  it('shows HTML in a product name as text', async () => {
    setScenario('active');
    const page: OrderPage = {
      total: 1,
      pageNum: 1,
      pageSize: ORDER_PAGE_SIZE,
      list: [
        {
          orderNo: 'AS2001',
          paidAt: '2026-10-08T09:00:00Z',
          status: 'delivered',
          total: 1999,
          items: [{ productTitle: '<img src=x onerror=alert(1)><b>Mint</b>', variantNum: 1 }],
        },
      ],
    };
    answerPost('/autoShip/queryOrders', () => success(page));
    await openHistory();
    const row = await screen.findByTestId('past-delivery', {}, WAIT);
    expect(row).toHaveTextContent('1 × <img src=x onerror=alert(1)><b>Mint</b>');
    expect(row.querySelector('img, b')).toBeNull();
  });
});
