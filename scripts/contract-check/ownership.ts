/**
 * The credential and the plan it may reach: a forged credential (one character changed) must be
 * refused; a plan that is not the shopper's (one that cannot exist, or the second test shopper's
 * with `--other-token`) must be refused with the first shopper's credential, and neither
 * shopper's plan may change.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { SampleContext, SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { AnswerExpectation } from './answer-checks.ts';
import type { ProbeResult } from './check-types.ts';
import type { CredentialUse } from './curl-command.ts';
import { NO_SUCH_PLAN_ID, PLAN_NOT_FOUND_CODE, type PlannedProbe } from './probe-plan.ts';
import type { OperationFlags } from './operation-flags.ts';

export type Call = (
  probe: PlannedProbe,
  context: SampleContext,
  expectation: AnswerExpectation,
  use: CredentialUse,
) => Promise<{ result: ProbeResult; body: unknown; sample: SampleRequest }>;

/** Refused as not the shopper's: HTTP or envelope 401/403, or "no such plan". */
const NOT_YOURS = [401, 403, PLAN_NOT_FOUND_CODE];

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A forged credential on every secured read: each must be refused. */
export async function forgedTokenProbes(
  readIds: readonly OperationId[],
  context: SampleContext,
  call: Call,
): Promise<void> {
  for (const operationId of readIds.filter((id) => OPERATIONS[id].secured)) {
    await call(
      {
        operationId,
        credential: false,
        write: false,
        role: 'forged-token',
        note: 'the credential with one character changed: must be refused',
      },
      context,
      { success: false },
      'forged-token',
    );
  }
}

function notYours(reason: string): AnswerExpectation {
  return { success: false, expectCodes: NOT_YOURS, expectReason: reason };
}

/** The plan-scoped reads with the credential and a plan id no backend hands out. */
export async function notOwnPlanProbes(
  readIds: readonly OperationId[],
  flags: Record<OperationId, OperationFlags>,
  context: SampleContext,
  call: Call,
): Promise<void> {
  for (const operationId of readIds.filter((id) => flags[id].planScoped)) {
    await call(
      {
        operationId,
        credential: true,
        write: false,
        role: 'not-own-plan',
        note: `plan ${NO_SUCH_PLAN_ID}, not the shopper's: must answer 5002 (or be refused)`,
      },
      { ...context, planId: NO_SUCH_PLAN_ID },
      notYours(
        "openapi.yaml: x-plan-scoped, no such plan answers 5002; a plan not the shopper's is never reached",
      ),
      'token',
    );
  }
}

interface PlanView {
  planId: number;
  status: unknown;
  daySpan: unknown;
  items: string;
}

async function readPlan(
  call: Call,
  context: SampleContext,
  use: CredentialUse,
  note: string,
): Promise<PlanView | null> {
  const { result, body } = await call(
    {
      operationId: 'queryAutoShipPlan',
      credential: true,
      write: false,
      role: use === 'other-token' ? 'other-token' : 'read-back',
      note,
    },
    context,
    { success: true },
    use,
  );
  if (result.violations.length > 0 || !isObject(body) || !isObject(body.data)) return null;
  const plan = body.data;
  if (typeof plan.planId !== 'number' || plan.planId < 1) return null;
  return {
    planId: plan.planId,
    status: plan.status,
    daySpan: plan.daySpan,
    items: JSON.stringify(plan.orderItemList),
  };
}

function changed(before: PlanView, after: PlanView | null): string | null {
  if (after === null) return 'the plan no longer reads';
  for (const field of ['status', 'daySpan', 'items'] as const) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      return `${field} ${before[field] as string} → ${after[field] as string}`;
    }
  }
  return null;
}

/**
 * With `--other-token`: the second shopper's plan, asked about (and, with writes, paused or
 * restarted) with the first shopper's credential, must be refused, and neither plan may change.
 * Answers a note for the report.
 */
export async function otherShopperProbes(
  readIds: readonly OperationId[],
  flags: Record<OperationId, OperationFlags>,
  context: SampleContext,
  ownPlanId: number | null,
  allowWrites: boolean,
  call: Call,
): Promise<{ otherPlanId: number | null; note: string }> {
  const other = await readPlan(
    call,
    context,
    'other-token',
    "the second shopper's plan (--other-token)",
  );
  if (other === null) {
    return {
      otherPlanId: null,
      note: 'the second shopper (--other-token) has no plan: the ownership checks are skipped',
    };
  }
  if (other.planId === ownPlanId) {
    return {
      otherPlanId: other.planId,
      note: `both credentials read plan ${other.planId}: --other-token must be another shopper's; the ownership checks are skipped`,
    };
  }
  const own =
    ownPlanId === null
      ? null
      : await readPlan(
          call,
          context,
          'token',
          "the first shopper's plan, before the ownership checks",
        );
  const target = { ...context, planId: other.planId };
  const reason = `plan ${other.planId} is the second shopper's: the first shopper's credential must not reach it`;
  const probes: ProbeResult[] = [];
  for (const operationId of readIds.filter((id) => flags[id].planScoped)) {
    probes.push(
      (
        await call(
          { operationId, credential: true, write: false, role: 'other-shopper-plan', note: reason },
          target,
          notYours(reason),
          'token',
        )
      ).result,
    );
  }
  if (allowWrites) {
    const operationId: OperationId = other.status === 2 ? 'restartPlan' : 'pausePlan';
    probes.push(
      (
        await call(
          { operationId, credential: true, write: true, role: 'other-shopper-plan', note: reason },
          target,
          notYours(reason),
          'token',
        )
      ).result,
    );
  }
  const otherAfter = await readPlan(
    call,
    context,
    'other-token',
    "the second shopper's plan, after the ownership checks",
  );
  const ownAfter =
    own === null
      ? null
      : await readPlan(
          call,
          context,
          'token',
          "the first shopper's plan, after the ownership checks",
        );
  const last = probes.at(-1);
  const changes = [
    ['second', changed(other, otherAfter)],
    ['first', own === null ? null : changed(own, ownAfter)],
  ] as const;
  for (const [whose, change] of changes) {
    if (change === null || last === undefined) continue;
    last.checks['read-back'] = 'fail';
    last.violations.push({
      operationId: last.operationId,
      credential: true,
      role: 'other-shopper-plan',
      check: 'read-back',
      path: `queryAutoShipPlan (${whose} shopper)`,
      expected: `the ${whose} shopper's plan unchanged by calls naming plan ${other.planId} with the first shopper's credential`,
      actual: change,
    });
  }
  return {
    otherPlanId: other.planId,
    note: `ownership: plan ${other.planId} of the second shopper (--other-token) asked about with the first shopper's credential`,
  };
}
