/**
 * openapi.yaml, "Plan version (proposed)": when the plan read carries `version`, a plan write sent
 * with a `planVersion` that is not it changes nothing and answers 5007, and one sent with the
 * plan's own is made. The write is the `x-repeat: same` one that takes `planVersion` and changes
 * the fewest fields, with the plan's own values, so a backend that ignores the parameter (today's
 * last-write-wins, which the contract allows) changes nothing either: proposed, not implemented.
 */
import type { OperationId } from '#mocks/operations.ts';
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { ProbeResult, WriteRecord } from './check-types.ts';
import { isObject } from './json-object.ts';
import { ownPlanRequest } from './own-plan-request.ts';
import { unchangedFindings, type PlanData } from './plan-compare.ts';
import { planWrites } from './probe-plan.ts';
import { parameters } from './request-schema.ts';
import type { Readers } from './write-findings.ts';
import type { WritePhase } from './write-phase-types.ts';

/** The query parameter and the Plan field "Plan version" pairs, and its refusal's code. */
const PARAMETER = 'planVersion';
const FIELD = 'version';
const STALE_CODE = 5007;
const STALE = 'contract-check-stale';

function versionedWrite(phase: WritePhase): OperationId | undefined {
  const { flags } = phase;
  const changed = (id: OperationId) => (flags[id].changes ?? []).length;
  return planWrites(flags)
    .filter(
      (id) =>
        flags[id].repeat === 'same' &&
        parameters(id).some(({ name, in: where }) => name === PARAMETER && where === 'query') &&
        phase.skipReason({ operationId: id, note: '', refusal: false }) === null,
    )
    .sort((a, b) => changed(a) - changed(b))[0];
}

function withVersion(request: SampleRequest, version: string): SampleRequest {
  return { ...request, query: { ...request.query, [PARAMETER]: version } };
}

/** A success where 5007 was asked: the backend ignores `planVersion`, as the contract allows. */
function ignored(result: ProbeResult, body: unknown): boolean {
  const answered = result.status === 200 && isObject(body) && body.code === 200;
  if (!answered) return false;
  result.violations = result.violations.filter((found) => found.rule !== 'plan-version-stale');
  if (result.checks.outcome === 'fail') result.checks.outcome = 'skip';
  result.proposed = 'not implemented';
  return true;
}

export async function planVersionProbes(
  phase: WritePhase,
  reads: Readers,
  before: PlanData,
): Promise<WriteRecord[]> {
  const version = before[FIELD];
  const operationId = versionedWrite(phase);
  if (typeof version !== 'string' || operationId === undefined) return [];
  const { context, planId } = phase.account;
  const request = ownPlanRequest(operationId, context, before);
  const stale = version === STALE ? `${STALE}-2` : STALE;
  const why = `planVersion "${stale}", not the plan's "${version}": openapi.yaml answers ${STALE_CODE} and changes nothing`;
  const probe = { operationId, credential: true, write: true, role: 'plan-version' as const };
  const { result, body } = await phase.call(
    { ...probe, note: why, request: withVersion(request, stale) },
    context,
    {
      success: false,
      expectCodes: [STALE_CODE],
      expectReason: why,
      expectRule: 'plan-version-stale',
    },
    'token',
  );
  const base = { operationId, planId: planId ?? null };
  if (ignored(result, body)) {
    const note = `${why}: proposed, not implemented (the write was made, last-write-wins)`;
    return [{ ...base, outcome: 'proposed', note }];
  }
  await reads.reader('queryAutoShipPlan', `the plan after ${operationId} with a stale planVersion`);
  const findings = unchangedFindings(before, reads.state.readPlan ?? null, {
    changes: [],
    path: 'queryAutoShipPlan /data',
    why: `${operationId} refused with ${STALE_CODE} changes nothing`,
    rule: 'plan-version-stale',
  });
  for (const found of findings) {
    result.checks['read-back'] = 'fail';
    result.violations.push({
      operationId,
      credential: true,
      role: 'plan-version',
      check: 'read-back',
      ...found,
    });
  }
  const own = await phase.call(
    {
      ...probe,
      note: `planVersion "${version}", the plan's own: the write is made`,
      request: withVersion(request, version),
    },
    context,
    { success: true, successRule: 'plan-version-own' },
    'token',
  );
  await reads.reader('queryAutoShipPlan', `the plan after ${operationId} with its own planVersion`);
  const failed = result.violations.length > 0 || own.result.violations.length > 0;
  return [
    {
      ...base,
      outcome: failed ? 'failed' : 'done',
      note: `${why}; then the plan's own version is taken`,
    },
  ];
}
