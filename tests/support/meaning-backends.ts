/**
 * Backends wrong in what their writes and lists mean, one mistake each, the kind backend teams
 * make once paging, date moves and a second shopper are real: every answer is on the contract's
 * shape, but a page, a date, a line or a credential is wrong. `npm run contract:check` must fail
 * each on the operation that made the mistake (tests/contract/contract-check-meaning.test.ts).
 * Built on the broken reference backend's proxy (broken-backend.ts) over the project's mock.
 */
import type { MockHttpServer } from '#mocks/http-server.ts';
import type { StoredPlan } from '#mocks/store/mock-state.ts';
import {
  editJson,
  successAnswer,
  type Answer,
  type BrokenKind,
  type Json,
} from './broken-backend.ts';
import { SHOPPER_TOKEN } from './substance-backends.ts';

const DAY_MS = 86_400_000;

/** Changes the mock's plan as a wrong backend would, and answers it. */
function editPlan(mock: MockHttpServer, edit: (plan: StoredPlan) => void): StoredPlan | null {
  const state = mock.store.snapshot();
  if (!state.plan) return null;
  edit(state.plan);
  mock.store.reset(state.scenario, { ...state, orders: state.orders });
  return state.plan;
}

function activePlan(mock: MockHttpServer): StoredPlan | null {
  const plan = mock.store.snapshot().plan;
  return plan?.status === 1 ? plan : null;
}

const iso = (time: number) => new Date(time).toISOString();

/** An active plan's date moved one interval on from today, answered as the write's success. */
function nextDateFromToday(mock: MockHttpServer): Answer | undefined {
  if (activePlan(mock) === null) return undefined;
  return successAnswer(
    editPlan(mock, (plan) => {
      plan.nextPayDt = iso(Date.now() + plan.daySpan * DAY_MS);
    }),
  );
}
const today = () => new Date().toISOString().slice(0, 10);

function data(body: Json): Json {
  return body.data as Json;
}

/** The order history in pages: the scenario with 23 past deliveries. */
export const PAGING_KINDS: BrokenKind[] = [
  {
    kind: 'queryOrders ignoring pageSize',
    operationId: 'queryOrders',
    credential: true,
    role: 'paging',
    check: 'outcome',
    path: '/data/list',
    request: (call) => {
      if (call.body?.pageSize !== undefined) call.body.pageSize = 10;
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'queryOrders ignoring pageNum',
    operationId: 'queryOrders',
    credential: true,
    role: 'paging',
    check: 'outcome',
    path: '/data/pageNum',
    request: (call) => {
      if (call.body?.pageNum !== undefined) call.body.pageNum = 1;
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'total counting only the page',
    operationId: 'queryOrders',
    credential: true,
    role: 'paging',
    check: 'outcome',
    path: '/data/total',
    break: editJson((body) => {
      data(body).total = (data(body).list as unknown[]).length;
    }),
  },
  {
    kind: 'the orders oldest first',
    operationId: 'queryOrders',
    credential: true,
    role: 'paging',
    check: 'outcome',
    path: '/data/list',
    break: editJson((body) => {
      (data(body).list as unknown[]).reverse();
    }),
  },
  {
    kind: 'orderNo ignored',
    operationId: 'queryOrders',
    credential: true,
    role: 'paging',
    check: 'outcome',
    path: '/data/list',
    request: (call) => {
      if (call.body) delete call.body.orderNo;
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'a refunded order with a negative total',
    operationId: 'queryOrders',
    credential: true,
    check: 'schema',
    path: '/data/list/9/total',
    break: editJson((body) => {
      for (const order of data(body).list as Json[]) {
        if (order.status === 'refunded') order.total = -Number(order.total);
      }
    }),
  },
];

/** The proposed date moves, and what a write leaves of the plan. */
export const MEANING_KINDS: BrokenKind[] = [
  {
    kind: 'skip moving by a fixed 30 days',
    operationId: 'skipNextDelivery',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/nextPayDt',
    request: (call) =>
      activePlan(call.mock) === null
        ? undefined
        : successAnswer(
            editPlan(call.mock, (plan) => {
              plan.nextPayDt = iso(Date.parse(plan.nextPayDt) + 30 * DAY_MS);
            }),
          ),
    break: (answer) => answer,
  },
  {
    kind: 'skip moving from today',
    operationId: 'skipNextDelivery',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/nextPayDt',
    request: (call) => nextDateFromToday(call.mock),
    break: (answer) => answer,
  },
  {
    kind: 'skip of a paused plan answering 200',
    operationId: 'skipNextDelivery',
    credential: true,
    role: 'wrong-state',
    check: 'outcome',
    path: '/code',
    request: (call) =>
      call.mock.store.snapshot().plan?.status === 2
        ? successAnswer(call.mock.store.snapshot().plan)
        : undefined,
    break: (answer) => answer,
  },
  {
    kind: 'ship now recording no order',
    operationId: 'shipNow',
    credential: true,
    check: 'read-back',
    path: 'queryOrders /data/total',
    request: (call) => nextDateFromToday(call.mock),
    break: (answer) => answer,
  },
  {
    kind: 'changeNextPayDt accepting a date in the past',
    operationId: 'changeNextPayDt',
    credential: true,
    role: 'out-of-range',
    check: 'outcome',
    path: '/code',
    request: (call) => {
      const day = String(call.body?.nextPayDt);
      if (!activePlan(call.mock) || day >= today()) return undefined;
      return successAnswer(editPlan(call.mock, (plan) => (plan.nextPayDt = `${day}T12:00:00Z`)));
    },
    break: (answer) => answer,
  },
  {
    kind: 'changeNextPayDt accepting a date beyond one interval',
    operationId: 'changeNextPayDt',
    credential: true,
    role: 'out-of-range',
    check: 'outcome',
    path: '/code',
    request: (call) => {
      const day = String(call.body?.nextPayDt);
      const plan = activePlan(call.mock);
      if (!plan || Date.parse(day) <= Date.now() + (plan.daySpan + 1) * DAY_MS) return undefined;
      return successAnswer(editPlan(call.mock, (p) => (p.nextPayDt = `${day}T12:00:00Z`)));
    },
    break: (answer) => answer,
  },
  {
    kind: '4000 sent as HTTP 400',
    operationId: 'changeNextPayDt',
    credential: true,
    role: 'out-of-range',
    check: 'status',
    path: '(status)',
    break: (answer) => (answer.text.includes('"code":4000') ? { ...answer, status: 400 } : answer),
  },
  {
    kind: 'changePlan dropping the gift line',
    operationId: 'changePlan',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/orderItemList',
    request: (call) => {
      const items = call.body?.orderItemList as Json[] | undefined;
      if (call.body && items) call.body.orderItemList = items.filter((item) => item.isGift !== 1);
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'changePlan appending the sent items to the old ones',
    operationId: 'changePlan',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/orderItemList',
    request: (call) => {
      const items = call.body?.orderItemList as Json[] | undefined;
      const old = call.mock.store.snapshot().plan?.orderItemList ?? [];
      if (call.body && items) {
        call.body.orderItemList = [
          ...old.map(({ productId, variantId, variantNum, isGift }) => ({
            productId,
            variantId,
            variantNum,
            ...(isGift === 1 ? { isGift } : {}),
          })),
          ...items,
        ];
      }
      return undefined;
    },
    break: (answer) => answer,
  },
  ...(['addressId', 'status'] as const).map((field): BrokenKind => ({
    kind: `changePlan ${field === 'addressId' ? 'clearing the address' : 'setting the status to draft'}`,
    operationId: 'changePlan',
    credential: true,
    check: 'read-back',
    path: `queryAutoShipPlan /data/${field}`,
    request: (call) => {
      const body = call.body as { orderItemList: never; daySpan: number };
      const planId = Number(call.pathname.split('/').at(-1));
      const done = call.mock.store.changePlan(planId, body.orderItemList, body.daySpan);
      if (!done.ok) return undefined;
      editPlan(call.mock, (plan) => {
        if (field === 'addressId') plan.addressId = 0;
        else plan.status = 0;
      });
      return successAnswer();
    },
    break: (answer) => answer,
  })),
  {
    kind: 'changeNextPayDt setting daySpan too',
    operationId: 'changeNextPayDt',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/daySpan',
    request: (call) => {
      const day = String(call.body?.nextPayDt);
      const done = call.mock.store.changeNextPayDt(Number(call.pathname.split('/').at(-1)), day);
      if (!done.ok) return undefined;
      const days = Math.max(1, Math.round((Date.parse(day) - Date.now()) / DAY_MS));
      return successAnswer(editPlan(call.mock, (plan) => (plan.daySpan = days)));
    },
    break: (answer) => answer,
  },
];

/** Credentials checked on reads but not on writes, or without their case. */
export const CREDENTIAL_KINDS: BrokenKind[] = [
  {
    kind: 'a write accepting any bearer value while reads check it',
    operationId: 'pausePlan',
    credential: false,
    role: 'forged-token',
    check: 'auth',
    path: '(status)',
    request: (call) => {
      if (call.headers.has('authorization')) {
        call.headers.set('authorization', `Bearer ${SHOPPER_TOKEN}`);
      }
      return undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'a credential compared without its case',
    operationId: 'queryAutoShipPlan',
    credential: false,
    role: 'case-token',
    check: 'auth',
    path: '(status)',
    request: (call) => {
      const bearer = /^Bearer\s+(\S+)/i.exec(call.headers.get('authorization') ?? '')?.[1];
      if (bearer?.toLowerCase() === SHOPPER_TOKEN.toLowerCase()) {
        call.headers.set('authorization', `Bearer ${SHOPPER_TOKEN}`);
      }
      return undefined;
    },
    break: (answer) => answer,
  },
];

/** What the contract allows and a backend may do: both spellings, another time-zone offset. */
export const ALLOWED_VARIANTS: BrokenKind[] = [
  {
    kind: 'the address as addressId, firstName, lastName',
    operationId: 'getPlanAddress',
    credential: true,
    check: 'schema',
    path: '(none)',
    break: editJson((body) => {
      const address = body.data as Json | null;
      if (!address) return;
      address.firstName = address.first_name;
      address.lastName = address.last_name;
      address.addressId = address.id ?? address.addressId;
      delete address.first_name;
      delete address.last_name;
      delete address.id;
    }),
  },
  ...(['queryAutoShipPlan', 'skipNextDelivery', 'shipNow', 'changeNextPayDt'] as const).map(
    (operationId): BrokenKind => ({
      kind: `${operationId}'s dates in another time-zone offset`,
      operationId,
      credential: true,
      check: 'schema',
      path: '(none)',
      break: editJson((body) => {
        const plan = body.data as Json | null;
        if (typeof plan?.nextPayDt !== 'string') return;
        // The same instant, written in UTC+09:00.
        const local = new Date(Date.parse(plan.nextPayDt) + 9 * 3_600_000).toISOString();
        plan.nextPayDt = `${local.slice(0, 19)}+09:00`;
      }),
    }),
  ),
];
