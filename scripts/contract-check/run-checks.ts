/**
 * `npm run contract:check`'s engine: calls every operation of openapi.yaml on a live backend with
 * the project's sample requests (scripts/contract/sample-requests.ts), in the order of
 * probe-plan.ts, checks each answer (probe-call.ts), the credential and the plan it may reach
 * (ownership.ts), and reads every write back (read-back.ts). No app code and no browser.
 */
import { OPERATION_IDS } from '#mocks/operations.ts';
import { unknownAccount } from './account-state.ts';
import { notUndone, skipReason } from './write-skips.ts';
import type { CheckReport, ProbeResult, WriteRecord } from './check-types.ts';
import { credentialProbes, notOwnPlanProbes } from './credential-probes.ts';
import { operationFlags } from './operation-flags.ts';
import { SPEC_TIMEOUT_MS, type CheckOptions } from './check-options.ts';
import { orderPaging } from './order-paging.ts';
import { pagingEdges } from './paging-edges.ts';
import { otherShopperLists } from './other-lists.ts';
import { otherShopperProbes } from './ownership.ts';
import { reads } from './probe-plan.ts';
import { accountNotes } from './account-notes.ts';
import { runWrites } from './write-phase.ts';
import type { OtherShopper } from './write-phase-types.ts';
import { runReads } from './read-phase.ts';
import { citation } from './rules.ts';
import { caller } from './caller.ts';

export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const settings = { timeoutMs: SPEC_TIMEOUT_MS, ...options };
  const flags = operationFlags(options.operationFlags);
  // Until the reads find the account's plan, a plan id is asked about only if --plan-id names it.
  const account = unknownAccount(options.planId);
  const notes: string[] = [];
  const { call, plain, probes: made, caseChanged } = caller(options, settings, flags, account);

  await runReads({
    account,
    flags,
    hasToken: options.token !== undefined,
    plain,
    call,
    fuzz: options.fuzz,
  });
  let otherPlanId: number | null = null;
  let other: OtherShopper | null = null;
  const unsaid = OPERATION_IDS.filter((id) => flags[id].write && flags[id].repeat === null);
  if (options.allowWrites && unsaid.length > 0) {
    notes.push(
      `openapi.yaml does not say what ${unsaid.join(', ')} sent again does (x-repeat): not sent twice`,
    );
  }
  if (options.fuzz !== undefined) {
    const { cases, seed } = options.fuzz;
    notes.push(
      `--fuzz: ${cases} generated requests off the contract per operation, seed ${seed} (--fuzz ${cases} --seed ${seed} sends them again)`,
    );
  }
  if (options.token !== undefined) {
    notes.push(...accountNotes(account, options.planId));
    if (account.credentialRefused) {
      notes.push(
        'the plan read refused the credential: requests off the contract are not sent to secured calls',
      );
    }
    if ((options.paymentHosts ?? []).length === 0) {
      notes.push("payment URLs are not held to the store's payment host (--payment-host names it)");
    }
    const readIds = reads(flags);
    if (caseChanged === null) {
      notes.push(
        'the credential has no letter: its case cannot be changed, so that check is skipped',
      );
    }
    await credentialProbes(
      flags,
      account.context,
      caseChanged === null ? ['forged-token'] : ['forged-token', 'case-token'],
      options.allowWrites ?? false,
      call,
    );
    await notOwnPlanProbes(readIds, flags, account.context, call);
    const history = account.ordersAnswered
      ? await orderPaging(call, account.context)
      : { orders: [], first: null, note: null, total: 0 };
    if (history.note !== null) notes.push(history.note);
    await pagingEdges(call, account.context, history.total);
    if (options.otherToken !== undefined) {
      const found = await otherShopperProbes(
        readIds,
        flags,
        account.context,
        account.planId,
        options.allowWrites ?? false,
        call,
      );
      otherPlanId = found.otherPlanId;
      other = found.other;
      notes.push(found.note);
      await otherShopperLists(call, account.context, other?.context ?? account.context, history);
    }
  }
  const writes: WriteRecord[] = [];
  if (options.allowWrites) {
    writes.push(
      ...(await runWrites({
        account,
        flags,
        hasToken: options.token !== undefined,
        plain,
        call,
        skipReason: (step) => skipReason(step, account, flags),
        acceptedFailures: options.expectedFailures ?? {},
        other,
        fuzz: options.fuzz,
      })),
    );
    notUndone(writes);
  }

  const probes = made();
  for (const violation of probes.flatMap((probe) => probe.violations)) {
    violation.source = citation(violation.rule, violation.operationId);
  }
  const violationCount = probes.reduce((sum, probe) => sum + probe.violations.length, 0);
  const warningCount = probes.reduce((sum, probe) => sum + probe.warnings.length, 0);
  return {
    baseUrl: options.baseUrl,
    storeUrl: options.storeUrl ?? options.baseUrl,
    origin: options.origin ?? null,
    planId: account.planId,
    notes,
    writes,
    allowWrites: options.allowWrites ?? false,
    withCredential: options.token !== undefined,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    probes,
    violationCount,
    warningCount,
    unreachable: unreachable(probes),
    otherPlanId,
  };
}

/**
 * No call was answered. A proposed operation with no route says nothing either way (it counts as
 * "not implemented", not as a failed transport), so it is left out.
 */
function unreachable(probes: readonly ProbeResult[]): boolean {
  const counted = probes.filter((probe) => probe.proposed !== 'not implemented');
  return (
    counted.length > 0 &&
    counted.every((probe) =>
      probe.violations.some((v) => v.check === 'transport' && v.path === '(request)'),
    )
  );
}
