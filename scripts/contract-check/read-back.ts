/**
 * Every write is read back: after a write the backend said it made, the plan, its address or its
 * state is read again and compared with what was sent and what openapi.yaml says the write does.
 * A difference is a failure of the write (not of the read), with the field.
 */
import type { OperationId } from '#mocks/operations.ts';
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { Violation } from './check-types.ts';
import { planLines, type PlanData } from './plan-compare.ts';
import { nextDeliveryFindings } from './read-back-delivery.ts';
import { isObject } from './json-object.ts';

export type Finding = Pick<Violation, 'path' | 'expected' | 'actual'>;

/** Reads with the credential (a probe of its own in the report); the answer's data or undefined. */
export type Reader = (operationId: OperationId, note: string) => Promise<{ data: unknown } | null>;

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'zip',
  'province_code',
  'country_code',
  'phone',
] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : (JSON.stringify(value) ?? '');
}

function shown(value: unknown): string {
  return value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
}

/** openapi.yaml (Address): the backend may spell these either way; the storefront reads both. */
const OTHER_SPELLING: Partial<Record<string, string>> = {
  first_name: 'firstName',
  last_name: 'lastName',
};

function addressFindings(sent: Record<string, unknown>, read: unknown): Finding[] {
  if (!isObject(read)) {
    return [{ path: 'getPlanAddress /data', expected: 'the address written', actual: shown(read) }];
  }
  const value = (field: string) => {
    const other = OTHER_SPELLING[field];
    return read[field] ?? (other === undefined ? undefined : read[other]);
  };
  return ADDRESS_FIELDS.filter(
    (field) =>
      typeof sent[field] === 'string' &&
      sent[field] !== '' &&
      text(value(field)) !== text(sent[field]),
  ).map((field) => ({
    path: `getPlanAddress /data/${field}`,
    expected: `${shown(sent[field])} (as written)`,
    actual: shown(value(field)),
  }));
}

function planFindings(
  body: Record<string, unknown>,
  plan: unknown,
  planId: number,
  operationId: OperationId,
  before: PlanData | null,
): Finding[] {
  if (!isObject(plan)) {
    return [{ path: 'queryAutoShipPlan /data', expected: `plan ${planId}`, actual: shown(plan) }];
  }
  const findings: Finding[] = [];
  if (plan.planId !== planId) {
    findings.push({
      path: 'queryAutoShipPlan /data/planId',
      expected: `${planId} (${operationId} ${operationId === 'changePlan' ? 'changes' : 'rebuilds'} the plan it names)`,
      actual: shown(plan.planId),
    });
  }
  if (typeof body.daySpan === 'number' && plan.daySpan !== body.daySpan) {
    findings.push({
      path: 'queryAutoShipPlan /data/daySpan',
      expected: `${body.daySpan} (as written)`,
      actual: shown(plan.daySpan),
    });
  }
  // The lines sent, each once (openapi.yaml, toCheckoutCar); a checkout line carries no isGift,
  // so a variant the plan had as its gift is expected marked so again.
  const expected = planLines(sentWithGifts(body.orderItemList, before?.orderItemList));
  const stored = planLines(plan.orderItemList);
  if (JSON.stringify(stored) !== JSON.stringify(expected)) {
    findings.push({
      path: 'queryAutoShipPlan /data/orderItemList',
      expected: `${expected.join(', ')} (as written, each line once)`,
      actual: stored.join(', ') || '(no lines)',
    });
  }
  return findings;
}

/** The lines sent, each marked a gift where it says so or where the plan had that variant as one. */
function sentWithGifts(sent: unknown, before: unknown): unknown[] {
  const gifts = new Set(
    (Array.isArray(before) ? before : [])
      .filter((item) => isObject(item) && item.isGift === 1)
      .map((item) => (item as Record<string, unknown>).variantId),
  );
  return (Array.isArray(sent) ? sent : [])
    .filter(isObject)
    .map((item) => (gifts.has(item.variantId) ? { ...item, isGift: 1 } : item));
}

function statusFinding(plan: unknown, status: 1 | 2, operationId: OperationId): Finding[] {
  const actual = isObject(plan) ? plan.status : undefined;
  if (actual === status) return [];
  return [
    {
      path: 'queryAutoShipPlan /data/status',
      expected: `${status} (openapi.yaml: ${operationId} makes the status ${status})`,
      actual: shown(actual),
    },
  ];
}

/** What the backend's answer to the write says it did, where the contract lets it say. */
function answeredPlanId(answer: unknown): unknown {
  return isObject(answer) && isObject(answer.data) ? answer.data.planId : undefined;
}

/** Whether a checkout or rebuild answered out-of-stock items (then nothing was built). */
function builtNothing(answer: unknown): boolean {
  if (!isObject(answer) || !isObject(answer.data)) return false;
  const list = answer.data.noInventoryList;
  return Array.isArray(list) && list.length > 0;
}

/**
 * Reads back a write that answered success; `planId` is the plan written to. Null: nothing to
 * read back (the tracking calls have no read).
 */
export async function readBack(
  operationId: OperationId,
  sent: SampleRequest,
  answer: unknown,
  planId: number,
  read: Reader,
  before: PlanData | null,
): Promise<Finding[] | null> {
  const body = isObject(sent.body) ? sent.body : {};
  const note = `reads back ${operationId}`;
  switch (operationId) {
    case 'changePlanAddress':
    case 'completeInfoAndGetPayUrl': {
      const got = await read('getPlanAddress', note);
      return got === null ? [] : addressFindings(body, got.data);
    }
    case 'checkout':
    case 'toCheckoutCar':
    case 'changePlan': {
      if (builtNothing(answer)) return [];
      const findings: Finding[] = [];
      const answered = answeredPlanId(answer);
      if (operationId !== 'changePlan' && answered !== undefined && answered !== planId) {
        findings.push({
          path: '/data/planId',
          expected: `${planId} (openapi.yaml: a planId given rebuilds that plan)`,
          actual: shown(answered),
        });
      }
      const got = await read('queryAutoShipPlan', note);
      if (got !== null) findings.push(...planFindings(body, got.data, planId, operationId, before));
      return findings;
    }
    case 'pausePlan':
    case 'restartPlan': {
      const got = await read('queryAutoShipPlan', note);
      return got === null
        ? []
        : statusFinding(got.data, operationId === 'pausePlan' ? 2 : 1, operationId);
    }
    case 'terminatePlan': {
      const got = await read('queryAutoShipPlan', note);
      if (got === null) return [];
      const plan = got.data;
      const gone = !isObject(plan) || plan.planId === 0 || plan.planId !== planId;
      return gone
        ? []
        : [
            {
              path: 'queryAutoShipPlan /data/planId',
              expected: `no plan ${planId} (openapi.yaml: terminatePlan deletes the plan)`,
              actual: `plan ${planId} still there, status ${shown(plan.status)}`,
            },
          ];
    }
    case 'skipNextDelivery':
    case 'shipNow':
    case 'changeNextPayDt': {
      const got = await read('queryAutoShipPlan', note);
      if (got === null) return [];
      const sentDay = typeof body.nextPayDt === 'string' ? body.nextPayDt : null;
      return nextDeliveryFindings(operationId, answer, got.data, sentDay, Date.now(), before);
    }
    default:
      return null;
  }
}

/** The next pay date of `queryNextPayDt/{planId}/{day}`: today plus `day` (a day either way). */
export function nextPayDateFinding(data: unknown, day: number, now: number): Finding | null {
  if (typeof data !== 'string') return null;
  const when = Date.parse(data);
  if (Number.isNaN(when)) return null;
  const expected = now + day * 86_400_000;
  if (Math.abs(when - expected) <= 1.5 * 86_400_000) return null;
  return {
    path: '/data',
    expected: `${new Date(expected).toISOString().slice(0, 10)} (openapi.yaml: today plus day = ${day})`,
    actual: data,
  };
}
