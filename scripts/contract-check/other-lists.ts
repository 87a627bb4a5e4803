/**
 * With `--other-token`: the first shopper's lists (the order history, the saved addresses) must
 * hold nothing of the second shopper's. Each list is read with each credential and compared by
 * order number and address id; a list that holds the other's fails on the first shopper's read.
 */
import type { OperationId } from '#mocks/operations.ts';
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import type { ProbeResult } from './check-types.ts';
import { fail, page } from './order-paging.ts';
import type { Call } from './ownership.ts';
import { isObject } from './json-object.ts';

type Use = 'token' | 'other-token';

async function list(
  call: Call,
  operationId: OperationId,
  context: SampleContext,
  use: Use,
  note: string,
): Promise<{ result: ProbeResult; items: Record<string, unknown>[] }> {
  const { result, body } = await call(
    {
      operationId,
      credential: true,
      write: false,
      ...(use === 'other-token' ? { role: 'other-token' as const } : {}),
      note,
    },
    { ...context, orderQuery: { pageNum: 1, pageSize: 50 } },
    { success: true },
    use,
  );
  const data = isObject(body) && body.code === 200 ? body.data : null;
  const items = Array.isArray(data)
    ? data
    : isObject(data) && Array.isArray(data.list)
      ? data.list
      : [];
  return { result, items: items.filter(isObject) };
}

const addressId = (address: Record<string, unknown>) => address.id ?? address.addressId;

export async function otherShopperLists(
  call: Call,
  context: SampleContext,
  otherContext: SampleContext,
  own: { orders: Record<string, unknown>[]; first: ProbeResult | null },
): Promise<void> {
  const checks: {
    operationId: OperationId;
    key: (item: Record<string, unknown>) => unknown;
    what: string;
    mine: () => Promise<{ result: ProbeResult | null; items: Record<string, unknown>[] }>;
  }[] = [
    {
      operationId: 'queryOrders',
      key: (order) => order.orderNo,
      what: 'order',
      mine: () => Promise.resolve({ result: own.first, items: own.orders }),
    },
    {
      operationId: 'queryCustomerAddress',
      key: addressId,
      what: 'address',
      mine: () =>
        list(
          call,
          'queryCustomerAddress',
          context,
          'token',
          "the saved addresses, against the second shopper's",
        ),
    },
  ];
  for (const check of checks) {
    const mine = await check.mine();
    if (mine.result === null) continue;
    const theirs = await list(
      call,
      check.operationId,
      otherContext,
      'other-token',
      `the second shopper's list`,
    );
    const keys = new Set(
      theirs.items.map(check.key).filter((key) => key !== undefined && key !== 0),
    );
    const leaked = mine.items.map(check.key).filter((key) => keys.has(key));
    if (leaked.length > 0) {
      fail(mine.result, {
        rule: 'own-lists',
        path: '/data',
        expected: `the first shopper's ${check.what}s only (openapi.yaml: the shopper's own)`,
        actual: `the second shopper's ${check.what} ${leaked.map(String).join(', ')}`,
      });
    }
    if (check.operationId === 'queryOrders') await theirOrderNo(call, context, theirs.items[0]);
  }
}

/** The second shopper's order number asked for with the first shopper's credential: no order. */
async function theirOrderNo(
  call: Call,
  context: SampleContext,
  order: Record<string, unknown> | undefined,
) {
  if (typeof order?.orderNo !== 'string') return;
  const note = `order ${order.orderNo}, the second shopper's: not the first shopper's to see`;
  const got = await page(call, context, { orderNo: order.orderNo }, note, 'other-shopper-plan');
  if (got.data === null || got.list.length === 0) return;
  fail(got.result, {
    rule: 'order-no',
    path: '/data/list',
    expected:
      "no order (with orderNo, only that order of the shopper's: the second shopper's is not the first's)",
    actual: `${got.list.length} order${got.list.length === 1 ? '' : 's'}: ${got.list.map((entry) => String(entry.orderNo)).join(', ')}`,
  });
}
