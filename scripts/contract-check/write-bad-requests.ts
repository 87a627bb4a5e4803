/**
 * A write's requests off the contract, sent just before the write itself (the plan is then in the
 * state the write takes, so only the request can be at fault): each must be refused
 * (bad-request-probes.ts), and the plan read after them must be as it was (a refused write
 * changes nothing). A change is said on the call that answered success, else the last.
 */
import { badRequestProbes } from './bad-request-probes.ts';
import { planOf, unchangedFindings, type PlanData } from './plan-compare.ts';
import { planWrites } from './probe-plan.ts';
import type { Readers } from './write-findings.ts';
import type { WritePhase } from './write-phase-types.ts';
import type { WriteStep } from './write-steps.ts';

/** Answers the plan as read after them (or `before` when the write names no plan). */
export async function badRequestsBefore(
  phase: WritePhase,
  reads: Readers,
  step: WriteStep,
  before: PlanData | null,
): Promise<PlanData | null> {
  const { operationId } = step;
  const flags = phase.flags[operationId];
  if (flags.servedElsewhere || phase.account.credentialRefused) return before;
  const results = await badRequestProbes(
    operationId,
    flags,
    phase.account.context,
    phase.call,
    phase.fuzz,
    true,
  );
  if (!planWrites(phase.flags).includes(operationId) || results.length === 0) return before;
  const read = await reads.reader(
    'queryAutoShipPlan',
    `the plan after ${operationId}'s requests off the contract`,
  );
  const after = read === null ? before : planOf(read.data);
  const found = unchangedFindings(before, after, {
    changes: [],
    path: 'queryAutoShipPlan /data',
    why: `${operationId}'s requests off the contract were to be refused, so they change nothing`,
    rule: 'refused-changes-nothing',
  });
  const at =
    results.find((result) => result.status === 200 && result.checks.outcome === 'fail') ??
    results.at(-1);
  if (at === undefined) return after;
  for (const finding of found) {
    at.checks['read-back'] = 'fail';
    at.violations.push({
      operationId,
      credential: true,
      role: 'bad-request',
      check: 'read-back',
      ...finding,
    });
  }
  return after;
}
