/**
 * The reads of a run, before any write: each read with and without the credential (what they
 * answer teaches the later calls the account's plan, address and product), its meaning where
 * the contract gives one (the next pay date, the product asked for), then each read's requests
 * off the contract, the lookups of a product that does not exist, and a read from a foreign
 * origin (no credentialed CORS echo).
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { learn, type Account } from './account-state.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import { badRequestProbes, type Fuzz } from './bad-request-probes.ts';
import type { ProbeResult } from './check-types.ts';
import { isObject } from './json-object.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { notFoundProbes, productAskedFindings } from './product-probes.ts';
import { readProbes, reads, type PlannedProbe } from './probe-plan.ts';
import { nextPayDateFinding } from './read-back-delivery.ts';
import type { Plain } from './write-phase-types.ts';

/** An origin that is not the store's: no backend may let it read with credentials. */
const FOREIGN_ORIGIN = 'https://contract-check.invalid';

export interface ReadPhase {
  account: Account;
  flags: Record<OperationId, OperationFlags>;
  hasToken: boolean;
  plain: Plain;
  call: Call;
  fuzz: Fuzz | undefined;
}

function nextPayDate(result: ProbeResult, body: unknown, day: number): void {
  if (!isObject(body) || body.code !== 200) return;
  const found = nextPayDateFinding(body.data, day, Date.now());
  if (found === null) return;
  result.checks.outcome = 'fail';
  result.violations.push({
    operationId: result.operationId,
    credential: true,
    check: 'outcome',
    ...found,
  });
}

/** The call was refused for its credential (HTTP or envelope 401/403). */
function refused(result: ProbeResult, body: unknown): boolean {
  const code = isObject(body) ? body.code : undefined;
  return [401, 403].includes(result.status ?? 0) || code === 401 || code === 403;
}

export async function runReads({
  account,
  flags,
  hasToken,
  plain,
  call,
  fuzz,
}: ReadPhase): Promise<void> {
  for (const probe of readProbes(flags)) {
    // Without a credential there is nothing to call a secured operation with: only refusals.
    if (probe.credential && !hasToken) continue;
    const { result, body, sample, own } = await plain(probe);
    // An address or a handle off the contract is not written back or asked about: the
    // writes would fail for the read's fault. The plan's id is kept (it names the plan).
    if (own && (result.checks.schema !== 'fail' || probe.operationId === 'queryAutoShipPlan')) {
      learn(probe.operationId, body, account);
    }
    if (!own) continue;
    if (probe.operationId === 'queryAutoShipPlan')
      account.credentialRefused = refused(result, body);
    if (probe.operationId === 'queryNextPayDt')
      nextPayDate(result, body, Number(sample.pathParams.day));
    if (flags[probe.operationId].notFound !== null)
      productAskedFindings(probe.operationId, sample, body, result);
  }
  for (const id of reads(flags).filter((read) => !flags[read].servedElsewhere)) {
    if (OPERATIONS[id].secured && (!hasToken || account.credentialRefused)) continue;
    await badRequestProbes(id, flags[id], account.context, call, fuzz, account.planId !== null);
  }
  await notFoundProbes(flags, account.context, call);
  const personal = reads(flags).find((id) => OPERATIONS[id].secured && !flags[id].planScoped);
  if (hasToken && personal !== undefined) {
    const probe: PlannedProbe = {
      operationId: personal,
      credential: true,
      write: false,
      role: 'foreign-origin',
      note: `from ${FOREIGN_ORIGIN}, not the store's origin: no credentialed echo`,
      foreignOrigin: FOREIGN_ORIGIN,
    };
    // Only its CORS is this call's: its outcome is the plain read's.
    const expectation: AnswerExpectation = { success: false };
    await call(probe, account.context, expectation, 'token');
  }
}
