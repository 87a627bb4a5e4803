/**
 * The order history's paging as openapi.yaml proposes it (queryOrders): the shopper's orders
 * newest first by `paidAt`, `pageSize` per page, the page asked for, `total` over all pages, and
 * `orderNo` answering that order only. The history is walked page by page (at most 150 orders, in
 * three pages); a mistake fails on the page that showed it.
 */
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import type { ProbeResult, ProbeRole } from './check-types.ts';
import type { Call } from './ownership.ts';
import type { Finding } from './read-back.ts';
import { isObject } from './json-object.ts';

type Query = NonNullable<SampleContext['orderQuery']>;
type Order = Record<string, unknown>;

const WALKED = 150;
const NO_SUCH_ORDER = 'CONTRACT-CHECK-NO-SUCH-ORDER';

export function fail(result: ProbeResult, found: Finding): void {
  result.checks.outcome = 'fail';
  result.violations.push({
    operationId: result.operationId,
    credential: true,
    ...(result.role === undefined ? {} : { role: result.role }),
    check: 'outcome',
    ...found,
  });
}

export async function page(
  call: Call,
  context: SampleContext,
  query: Query,
  note: string,
  role: ProbeRole = 'paging',
) {
  const { result, body } = await call(
    { operationId: 'queryOrders', credential: true, write: false, role, note },
    { ...context, orderQuery: query },
    { success: true },
    'token',
  );
  const data = isObject(body) && body.code === 200 && isObject(body.data) ? body.data : null;
  const ok = result.violations.length === 0 && data !== null && Array.isArray(data.list);
  return {
    result,
    data: ok ? data : null,
    list: ok ? (data.list as unknown[]).filter(isObject) : [],
  };
}

function newestFirst(result: ProbeResult, orders: Order[], from: number): void {
  for (let i = Math.max(1, from); i < orders.length; i += 1) {
    const [newer, older] = [orders[i - 1], orders[i]];
    if (Date.parse(String(newer?.paidAt)) < Date.parse(String(older?.paidAt))) {
      fail(result, {
        rule: 'paging',
        path: '/data/list',
        expected: `order ${String(older?.orderNo)} paid no later than ${String(newer?.orderNo)} before it (${String(newer?.paidAt)}): openapi.yaml, newest first by paidAt`,
        actual: `paid ${String(older?.paidAt)}`,
      });
      return;
    }
  }
}

/** Walks the history; answers every order seen (newest first), or null when it is not answered. */
export async function orderPaging(
  call: Call,
  context: SampleContext,
): Promise<{ orders: Order[]; first: ProbeResult | null; note: string | null; total: number }> {
  const all = await page(
    call,
    context,
    { pageNum: 1, pageSize: 50 },
    'the order history, 50 a page',
  );
  if (all.data === null) return { orders: [], first: null, note: null, total: 0 };
  const total = typeof all.data.total === 'number' ? all.data.total : 0;
  if (total < 2) {
    return {
      orders: all.list,
      first: all.result,
      total,
      note: `the account has ${total} order${total === 1 ? '' : 's'}: the paging of the history is not checked (two or more are needed)`,
    };
  }
  const size = Math.ceil(Math.min(total, WALKED) / 3);
  const orders: Order[] = [];
  for (let pageNum = 1; (pageNum - 1) * size < Math.min(total, WALKED); pageNum += 1) {
    const got = await page(
      call,
      context,
      { pageNum, pageSize: size },
      `page ${pageNum}, ${size} a page`,
    );
    if (got.data === null) break;
    const expected = Math.min(size, total - (pageNum - 1) * size);
    const checks: [string, unknown, unknown, string][] = [
      ['/data/pageNum', got.data.pageNum, pageNum, 'the page asked for'],
      ['/data/pageSize', got.data.pageSize, size, 'the page size asked for'],
      ['/data/total', got.data.total, total, 'every order of the shopper, the same on every page'],
      [
        '/data/list',
        got.list.length,
        expected,
        `${expected} orders: pageSize ${size} honoured, of ${total} in all`,
      ],
    ];
    for (const [path, actual, want, why] of checks) {
      if (actual !== want) {
        fail(got.result, {
          rule: 'paging',
          path,
          expected: `${String(want)} (openapi.yaml: ${why})`,
          actual: `${JSON.stringify(actual)}${path === '/data/list' ? ' orders' : ''}`,
        });
      }
    }
    const seen = new Set(orders.map((order) => order.orderNo));
    const repeated = got.list.find((order) => seen.has(order.orderNo));
    if (repeated !== undefined) {
      fail(got.result, {
        rule: 'paging',
        path: '/data/list',
        expected: `page ${pageNum}'s own orders (openapi.yaml: pageNum is the page answered)`,
        actual: `order ${String(repeated.orderNo)} of an earlier page`,
      });
    }
    const from = orders.length;
    orders.push(...got.list);
    newestFirst(got.result, orders, from);
    if (got.result.violations.length > 0) break;
  }
  await byOrderNo(call, context, orders[1]);
  return { orders, first: all.result, note: null, total };
}

/** `orderNo` answers that order only, and an empty list for one that does not exist. */
async function byOrderNo(call: Call, context: SampleContext, order: Order | undefined) {
  if (order === undefined || typeof order.orderNo !== 'string') return;
  for (const orderNo of [order.orderNo, NO_SUCH_ORDER]) {
    const got = await page(call, context, { orderNo }, `order ${orderNo} only`);
    if (got.data === null) continue;
    const numbers = got.list.map((entry) => entry.orderNo);
    const want = orderNo === NO_SUCH_ORDER ? [] : [orderNo];
    if (JSON.stringify(numbers) !== JSON.stringify(want)) {
      fail(got.result, {
        rule: 'order-no',
        path: '/data/list',
        expected: `${want.length === 0 ? 'no order' : `order ${orderNo} only`} (openapi.yaml: with orderNo, only that order; an empty list when there is none)`,
        actual: `${numbers.length} orders${numbers.length > 0 ? `: ${numbers.slice(0, 3).map(String).join(', ')}${numbers.length > 3 ? ', …' : ''}` : ''}`,
      });
    }
  }
}
