/**
 * The credential and the plan it may reach: a forged credential (one character changed) must be
 * refused; a plan that is not the shopper's (one that cannot exist, or the second test shopper's
 * with `--other-token`) must be refused with the first shopper's credential, and neither
 * shopper's plan may change.
 */
import type { OperationId } from '#mocks/operations.ts';
import type { SampleContext, SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import type { ProbeResult } from './check-types.ts';
import type { CredentialUse } from './curl-command.ts';
import type { PlannedProbe } from './probe-plan.ts';
import { notYours } from './credential-probes.ts';
import type { OperationFlags } from './operation-flags.ts';
import { otherShopperWrites } from './other-shopper-writes.ts';
import { personalValues, refusalLeak } from './refusal-leaks.ts';
import { unchangedFindings } from './plan-compare.ts';
import { otherAccount, readPlan } from './other-account.ts';
import type { OtherShopper } from './write-phase-types.ts';

export type Call = (
  probe: PlannedProbe,
  context: SampleContext,
  expectation: AnswerExpectation,
  use: CredentialUse,
) => Promise<{ result: ProbeResult; body: unknown; sample: SampleRequest }>;

/**
 * With `--other-token`: the second shopper's plan, asked about (and, with writes, written with
 * every plan write) with the first shopper's credential, must be refused, and neither plan may
 * change. Answers the second shopper's plan (read after every later write of the first's) and a
 * note for the report.
 */
export async function otherShopperProbes(
  readIds: readonly OperationId[],
  flags: Record<OperationId, OperationFlags>,
  context: SampleContext,
  ownPlanId: number | null,
  allowWrites: boolean,
  call: Call,
): Promise<{ otherPlanId: number | null; note: string; other: OtherShopper | null }> {
  const other = await otherAccount(call, context);
  if (other === null) {
    return {
      otherPlanId: null,
      other: null,
      note: 'the second shopper (--other-token) has no plan: the ownership checks are skipped',
    };
  }
  const otherPlanId = other.plan.planId as number;
  if (otherPlanId === ownPlanId) {
    return {
      otherPlanId,
      other: null,
      note: `both credentials read plan ${otherPlanId}: --other-token must be another shopper's; the ownership checks are skipped`,
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
  const reason = `plan ${otherPlanId} is the second shopper's: the first shopper's credential must not reach it`;
  const probes: ProbeResult[] = [];
  const values = personalValues(other.context);
  for (const operationId of readIds.filter((id) => flags[id].planScoped)) {
    const { result, body } = await call(
      { operationId, credential: true, write: false, role: 'other-shopper-plan', note: reason },
      other.context,
      notYours(reason),
      'token',
    );
    refusalLeak(result, body, values);
    probes.push(result);
  }
  if (allowWrites) {
    probes.push(
      ...(await otherShopperWrites({
        flags,
        plan: other.plan,
        context: other.context,
        notYours,
        call,
      })),
    );
  }
  const otherAfter = await readPlan(
    call,
    other.context,
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
    ...unchangedFindings(other.plan, otherAfter.plan, {
      changes: [],
      path: 'queryAutoShipPlan (second shopper) /data',
      why: `calls naming plan ${otherPlanId} with the first shopper's credential change nothing`,
      rule: 'no-such-plan',
    }),
    ...unchangedFindings(own?.plan ?? null, ownAfter?.plan ?? null, {
      changes: [],
      path: 'queryAutoShipPlan (first shopper) /data',
      why: `calls naming plan ${otherPlanId} change nothing of the first shopper's plan`,
      rule: 'no-such-plan',
    }),
  ];
  // What the writes changed was said on each write (and put back); what is left is the reads'.
  const said = new Set(probes.flatMap((p) => p.violations.map((v) => v.path)));
  for (const change of changes.filter((c) => !said.has(c.path))) {
    if (last === undefined) break;
    last.checks['read-back'] = 'fail';
    last.violations.push({
      operationId: last.operationId,
      credential: true,
      role: 'other-shopper-plan',
      check: 'read-back',
      ...change,
    });
  }
  return {
    otherPlanId,
    // A plan the probes deleted cannot be watched through the first shopper's writes.
    other: otherAfter.plan === null ? null : { context: other.context, plan: otherAfter.plan },
    note: `ownership: plan ${otherPlanId} of the second shopper (--other-token) asked about with the first shopper's credential`,
  };
}
