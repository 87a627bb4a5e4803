/**
 * Backends wrong about what a write allows and what sending it again does (openapi.yaml
 * `x-repeat`, `x-undo`, the values a schema allows): each mistake must fail on the write that
 * made it (tests/contract/contract-check-edges.test.ts). Scenario active.
 */
import type { MockHttpServer } from '#mocks/http-server.ts';
import { planLines } from '#scripts/contract-check/plan-compare.ts';
import { successAnswer, type Answer, type BrokenKind } from './broken-backend.ts';

function envelope(code: number, msg: string): Answer {
  return { ...successAnswer(), text: JSON.stringify({ code, msg, data: null }) };
}

const calls = new WeakMap<MockHttpServer, Map<string, number>>();

/** How many times this backend was sent `name` before (0 for the first). */
function seen(mock: MockHttpServer, name: string): number {
  const counts = calls.get(mock) ?? new Map<string, number>();
  calls.set(mock, counts);
  const count = counts.get(name) ?? 0;
  counts.set(name, count + 1);
  return count;
}

export const REPEAT_KINDS: BrokenKind[] = [
  {
    kind: "changePlanAddress refusing the address the plan has ('nothing to change')",
    operationId: 'changePlanAddress',
    credential: true,
    check: 'outcome',
    path: '/code',
    request: (call) => {
      const state = call.mock.store.snapshot();
      const address = state.addresses.find((entry) => entry.id === state.plan?.addressId);
      const same = address?.address1 === call.body?.address1 && address?.zip === call.body?.zip;
      return same ? envelope(5000, 'Nothing to change') : undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: "changePlan refusing the values the plan has ('nothing to change')",
    operationId: 'changePlan',
    credential: true,
    role: 'repeat',
    check: 'outcome',
    path: '/code',
    request: (call) => {
      const plan = call.mock.store.snapshot().plan;
      const lines = (list: unknown) =>
        JSON.stringify(planLines(list).map((line) => line.replace(' gift', '')));
      const same =
        plan?.daySpan === call.body?.daySpan &&
        lines(plan?.orderItemList) === lines(call.body?.orderItemList);
      return same ? envelope(5000, 'Nothing to change') : undefined;
    },
    break: (answer) => answer,
  },
  {
    kind: 'changePlan refusing intervals other than 30 and 60 days',
    operationId: 'changePlan',
    credential: true,
    role: 'edge',
    check: 'outcome',
    path: '/code',
    request: (call) =>
      [30, 60].includes(Number(call.body?.daySpan))
        ? undefined
        : envelope(4000, 'daySpan must be 30 or 60'),
    break: (answer) => answer,
  },
  {
    kind: 'ship now refused the second time',
    operationId: 'shipNow',
    credential: true,
    role: 'repeat',
    check: 'outcome',
    path: '/code',
    // Counted on an active plan only: the wrong-state calls before it are the backend's to refuse.
    request: (call) =>
      call.mock.store.snapshot().plan?.status === 1 && seen(call.mock, 'shipNow') > 0
        ? envelope(5003, 'A delivery was ordered today already')
        : undefined,
    break: (answer) => answer,
  },
  {
    kind: 'skip answering success the second time and moving nothing',
    operationId: 'skipNextDelivery',
    credential: true,
    role: 'repeat',
    check: 'read-back',
    path: 'queryAutoShipPlan /data/nextPayDt',
    request: (call) => {
      const plan = call.mock.store.snapshot().plan;
      return plan?.status === 1 && seen(call.mock, 'skip') > 0 ? successAnswer(plan) : undefined;
    },
    break: (answer) => answer,
  },
];
