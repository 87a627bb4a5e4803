/**
 * Backends wrong at the contract's edges, one mistake each, the kinds a backend written from
 * openapi.yaml alone still made: paging bounds and defaults, calendar dates (product lookups:
 * product-backends.ts; writes: repeat-backends.ts). `npm run contract:check` must fail each on the
 * operation that made it (tests/contract/contract-check-edges.test.ts). Built on the broken
 * reference backend's proxy (broken-backend.ts) over the project's mock, scenario order-history.
 */
import type { MockHttpServer } from '#mocks/http-server.ts';
import {
  editJson,
  successAnswer,
  type Answer,
  type BrokenKind,
  type Json,
} from './broken-backend.ts';

const DAY_MS = 86_400_000;

function envelope(code: number, msg: string, status = 200): Answer {
  return { ...successAnswer(), status, text: JSON.stringify({ code, msg, data: null }) };
}

function planOf(mock: MockHttpServer) {
  return mock.store.snapshot().plan;
}

/** A date as a lenient parser reads it: day 00 is the last of the month before, month 13 January. */
function rolledOver(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const read = new Date(time).toISOString().slice(0, 10);
  return read === day ? null : read;
}

/** The order history's bounds and defaults (queryOrders). */
export const PAGING_EDGE_KINDS: BrokenKind[] = [
  {
    kind: 'a page size of 0 answered with HTTP 500',
    operationId: 'queryOrders',
    credential: true,
    role: 'bad-request',
    check: 'outcome',
    path: '(status)',
    offContract: true,
    request: (call) =>
      call.body?.pageSize === 0 ? envelope(500, 'Internal server error', 500) : undefined,
    break: (answer) => answer,
  },
  {
    kind: 'no page size answered as every order',
    operationId: 'queryOrders',
    credential: true,
    role: 'edge',
    check: 'outcome',
    path: '/data/pageSize',
    request: (call) => {
      if (call.body && call.body.pageSize === undefined && call.body.orderNo === undefined)
        call.body.pageSize = 50;
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'a page size silently capped at 20',
    operationId: 'queryOrders',
    credential: true,
    role: 'bad-request',
    check: 'outcome',
    path: '/code',
    offContract: true,
    request: (call) => {
      if (call.body && typeof call.body.pageSize === 'number' && call.body.pageSize > 20)
        call.body.pageSize = 20;
      return undefined;
    },
    break: (answer) => answer,
  },
];

/** Calendar dates and date-times (changeNextPayDt, the plan, the next pay date). */
export const DATE_KINDS: BrokenKind[] = [
  {
    kind: 'an impossible date rolled over instead of refused',
    operationId: 'changeNextPayDt',
    credential: true,
    role: 'bad-request',
    check: 'outcome',
    path: '/code',
    offContract: true,
    request: (call) => {
      const read =
        typeof call.body?.nextPayDt === 'string' ? rolledOver(call.body.nextPayDt) : null;
      if (call.body && read !== null) call.body.nextPayDt = read;
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'the one day of tolerance at each end refused',
    operationId: 'changeNextPayDt',
    credential: true,
    role: 'edge',
    check: 'outcome',
    path: '/code',
    request: (call) => {
      const plan = planOf(call.mock);
      const day = Date.parse(`${String(call.body?.nextPayDt)}T00:00:00Z`);
      const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      if (plan === null || (day >= today && day <= today + plan.daySpan * DAY_MS)) return undefined;
      return envelope(4000, 'nextPayDt must be between today and one interval from today');
    },
    break: (answer) => answer,
  },
  {
    kind: 'a date-time with a space instead of T',
    operationId: 'queryAutoShipPlan',
    credential: true,
    check: 'schema',
    path: '/data/nextPayDt',
    break: editJson((body) => {
      const plan = body.data as Json | null;
      if (typeof plan?.nextPayDt === 'string') plan.nextPayDt = plan.nextPayDt.replace('T', ' ');
    }),
  },
  {
    kind: 'a date-time offset without its colon',
    operationId: 'queryNextPayDt',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      if (typeof body.data === 'string') body.data = body.data.replace(/Z$/, '+0000');
    }),
  },
];
