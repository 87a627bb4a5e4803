/**
 * A backend the contract allows in every way it leaves open, each the valid twin of a mistake
 * contract:check catches: lines in another order and a price in its other spelling, fields with
 * a default left out (daySpan 30, status 0), the beacon refused with its documented HTTP 401, a
 * password-protected store (401 on its product JSON), another Cache-Control beside no-store, and
 * a plan id off the contract answered "no such plan" (looked up before checked). The mock itself
 * is the twin of a rebuild that replaces the plan's lines. tests/contract/contract-check-twins.test.ts
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { operationFlags } from '#scripts/contract-check/operation-flags.ts';
import {
  editJson,
  successAnswer,
  type Answer,
  type BrokenKind,
  type Json,
} from './broken-backend.ts';

/** What every twin kind says of itself: nothing is to be reported. */
const TWIN = { check: 'schema', path: '(none)' } as const;

const refused = (status: 401 | 403): Answer => ({
  ...successAnswer(),
  status,
  text: JSON.stringify({ code: status, msg: 'Unauthorized', data: null }),
});

/** A plan as a backend may write it: lines reversed, comparePrice spelled compare_at_price. */
function loosePlan(plan: Json): void {
  const lines = Array.isArray(plan.orderItemList) ? (plan.orderItemList as Json[]) : [];
  plan.orderItemList = lines
    .reverse()
    .map(({ comparePrice, ...line }) =>
      comparePrice === undefined ? line : { ...line, compare_at_price: comparePrice },
    );
  if (plan.daySpan === 30) delete plan.daySpan;
  if (plan.status === 0) delete plan.status;
}

/** Answers that are a plan (the plan read, the delivery changes' answers). */
const PLAN_ANSWERS: OperationId[] = [
  'queryAutoShipPlan',
  'skipNextDelivery',
  'shipNow',
  'changeNextPayDt',
];

const flags = operationFlags();

export const VALID_TWINS: BrokenKind[] = [
  ...PLAN_ANSWERS.map((operationId): BrokenKind => ({
    kind: `${operationId}: lines reversed, compare_at_price, daySpan 30 and status 0 left out`,
    operationId,
    credential: true,
    ...TWIN,
    break: editJson((body) => {
      if (body.data !== null && typeof body.data === 'object') loosePlan(body.data as Json);
    }),
  })),
  {
    kind: 'the beacon refused with its documented HTTP 401',
    operationId: 'submitTraceBeacon',
    credential: false,
    ...TWIN,
    offContract: true,
    request: () => refused(401),
    break: (answer) => answer,
  },
  {
    kind: 'a password-protected store: HTTP 401 on its product JSON',
    operationId: 'getStoreProduct',
    credential: false,
    ...TWIN,
    offContract: true,
    request: () => ({
      ...refused(401),
      text: JSON.stringify({ status: 401, message: 'Unauthorized', description: 'Password' }),
    }),
    break: (answer) => answer,
  },
  ...OPERATION_IDS.filter(
    (id) => flags[id].planScoped && OPERATIONS[id].path.endsWith('{planId}'),
  ).map((operationId): BrokenKind => ({
    kind: `${operationId}: a plan id off the contract answered 5002 (looked up before checked)`,
    operationId,
    credential: true,
    ...TWIN,
    offContract: true,
    request: (call) =>
      /^0*[1-9]\d*$/.test(call.pathname.split('/').at(-1) ?? '')
        ? undefined
        : {
            ...successAnswer(),
            text: JSON.stringify({ code: 5002, msg: 'Plan not found', data: null }),
          },
    break: (answer) => ({
      ...answer,
      headers: { ...answer.headers, 'cache-control': 'private, no-store, max-age=0' },
    }),
  })),
];
