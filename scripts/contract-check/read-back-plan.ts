/**
 * A plan write read back: changePlan's items and interval, a build's or rebuild's lines
 * (openapi.yaml toCheckoutCar: the lines sent, each once, on the plan named), pause's and
 * restart's status. The plan read has the schema's defaults for what it leaves out.
 */
import type { OperationId } from '#mocks/operations.ts';
import { isObject } from './json-object.ts';
import { planLines, planOf, type PlanData } from './plan-compare.ts';
import type { Finding } from './read-back.ts';

function shown(value: unknown): string {
  return value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
}

/** The lines sent, each marked a gift where it says so or where the plan had that variant as one. */
function sentWithGifts(sent: unknown, before: unknown): unknown[] {
  const gifts = new Set(
    (Array.isArray(before) ? before : [])
      .filter(isObject)
      .filter((item) => item.isGift === 1)
      .map((item) => item.variantId),
  );
  return (Array.isArray(sent) ? sent : [])
    .filter(isObject)
    .map((item) => (gifts.has(item.variantId) ? { ...item, isGift: 1 } : item));
}

export function planFindings(
  body: Record<string, unknown>,
  data: unknown,
  planId: number,
  operationId: OperationId,
  before: PlanData | null,
): Finding[] {
  const plan = planOf(data);
  const rule = operationId === 'changePlan' ? 'as-written' : 'rebuild-lines';
  if (plan === null) {
    return [
      { rule, path: 'queryAutoShipPlan /data', expected: `plan ${planId}`, actual: shown(data) },
    ];
  }
  const findings: Finding[] = [];
  if (plan.planId !== planId) {
    findings.push({
      rule,
      path: 'queryAutoShipPlan /data/planId',
      expected: `${planId} (${operationId} ${operationId === 'changePlan' ? 'changes' : 'rebuilds'} the plan it names)`,
      actual: shown(plan.planId),
    });
  }
  if (typeof body.daySpan === 'number' && plan.daySpan !== body.daySpan) {
    findings.push({
      rule,
      path: 'queryAutoShipPlan /data/daySpan',
      expected: `${body.daySpan} (as written)`,
      actual: shown(plan.daySpan),
    });
  }
  // A checkout line carries no isGift, so a variant the plan had as its gift is marked so again.
  const expected = planLines(sentWithGifts(body.orderItemList, before?.orderItemList));
  const stored = planLines(plan.orderItemList);
  if (JSON.stringify(stored) !== JSON.stringify(expected)) {
    findings.push({
      rule,
      path: 'queryAutoShipPlan /data/orderItemList',
      expected: `${expected.join(', ')} (as written, each line once)`,
      actual: stored.join(', ') || '(no lines)',
    });
  }
  return findings;
}

export function statusFinding(data: unknown, status: 1 | 2, operationId: OperationId): Finding[] {
  const actual = planOf(data)?.status;
  if (actual === status) return [];
  return [
    {
      rule: 'status-after',
      path: 'queryAutoShipPlan /data/status',
      expected: `${status} (${operationId} makes the status ${status})`,
      actual: shown(actual),
    },
  ];
}

/** What the backend's answer to a build says it built, where the contract lets it say. */
export function answeredPlanId(answer: unknown): unknown {
  return isObject(answer) && isObject(answer.data) ? answer.data.planId : undefined;
}

/** Whether a checkout or rebuild answered out-of-stock items (then nothing was built). */
export function builtNothing(answer: unknown): boolean {
  if (!isObject(answer) || !isObject(answer.data)) return false;
  const list = answer.data.noInventoryList;
  return Array.isArray(list) && list.length > 0;
}
