/**
 * Every write is read back: after a write the backend said it made, the plan, its address or its
 * state is read again and compared with what was sent and what openapi.yaml says the write does.
 * A difference is a failure of the write (not of the read), with the field.
 */
import type { OperationId } from '#mocks/operations.ts';
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { Violation } from './check-types.ts';
import type { PlanData } from './plan-compare.ts';
import { addressFindings } from './read-back-address.ts';
import { nextDeliveryFindings } from './read-back-delivery.ts';
import { answeredPlanId, builtNothing, planFindings, statusFinding } from './read-back-plan.ts';
import { isObject } from './json-object.ts';

export type Finding = Pick<Violation, 'rule' | 'path' | 'expected' | 'actual'>;

/** Reads with the credential (a probe of its own in the report); the answer's data or undefined. */
export type Reader = (operationId: OperationId, note: string) => Promise<{ data: unknown } | null>;

function shown(value: unknown): string {
  return value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
}

async function builtPlan(
  operationId: OperationId,
  sent: Record<string, unknown>,
  answer: unknown,
  planId: number,
  read: Reader,
  before: PlanData | null,
): Promise<Finding[]> {
  if (builtNothing(answer)) return [];
  const findings: Finding[] = [];
  const answered = answeredPlanId(answer);
  if (operationId !== 'changePlan' && answered !== undefined && answered !== planId) {
    findings.push({
      rule: 'rebuild-lines',
      path: '/data/planId',
      expected: `${planId} (a planId given rebuilds that plan)`,
      actual: shown(answered),
    });
  }
  const got = await read('queryAutoShipPlan', `reads back ${operationId}`);
  if (got !== null) findings.push(...planFindings(sent, got.data, planId, operationId, before));
  return findings;
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
    case 'changePlan':
      return builtPlan(operationId, body, answer, planId, read, before);
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
              rule: 'deletes',
              path: 'queryAutoShipPlan /data/planId',
              expected: `no plan ${planId} (terminatePlan deletes the plan)`,
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
