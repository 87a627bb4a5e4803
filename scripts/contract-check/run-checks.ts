/**
 * `npm run contract:check`'s engine: calls every operation of openapi.yaml on a live backend with
 * the project's sample requests (scripts/contract/sample-requests.ts), in the order of
 * probe-plan.ts, checks each answer (probe-call.ts), the credential and the plan it may reach
 * (ownership.ts), and reads every write back (read-back.ts). No app code and no browser.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import { expectsSuccess, notUndone, skipReason, unknownAccount } from './account-state.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import type { CheckReport, ProbeResult, WriteRecord } from './check-types.ts';
import { caseChangedToken, forgedToken, type CredentialUse } from './curl-command.ts';
import { credentialProbes } from './credential-probes.ts';
import { operationFlags, type FlagOverrides } from './operation-flags.ts';
import { orderPaging } from './order-paging.ts';
import { pagingEdges } from './paging-edges.ts';
import { otherShopperLists } from './other-lists.ts';
import { notOwnPlanProbes, otherShopperProbes, type Call } from './ownership.ts';
import { runProbe } from './probe-call.ts';
import { NO_SUCH_PLAN_ID, reads, type PlannedProbe } from './probe-plan.ts';
import { accountNotes } from './account-notes.ts';
import { runWrites } from './write-phase.ts';
import type { OtherShopper } from './write-phase-types.ts';
import type { Fuzz } from './bad-request-probes.ts';
import { runReads } from './read-phase.ts';
import { citation } from './rules.ts';

/** Spec section 9: "Request timeout 60000 ms" (the storefront waits so long for any call). */
export const SPEC_TIMEOUT_MS = 60_000;

export interface CheckOptions {
  /** Origin (and optional base path) of the autoship API. */
  baseUrl: string;
  /** Origin of the store for `/products/{handle}.js` (default: baseUrl). */
  storeUrl?: string;
  /** The shopper's credential, sent as `Authorization: Bearer …`; without it only refusals are checked. */
  token?: string;
  /** A second test shopper's credential: that shopper's plan must be out of the first's reach. */
  otherToken?: string;
  allowWrites?: boolean;
  /** Per request (default spec section 9's 60 s): no answer by then is a violation, not a hang. */
  timeoutMs?: number;
  /** The storefront's origin: each call is checked as the browser's CORS checks would. */
  origin?: string;
  /** The plan the writes use when the account has none the reads can find. */
  planId?: number;
  /** Known failures a team accepts: operation → envelope codes or HTTP statuses. */
  expectedFailures?: Partial<Record<OperationId, number[]>>;
  /** Flags over openapi.yaml's (a test marks an operation `proposed`). */
  operationFlags?: FlagOverrides;
  /** `--fuzz N [--seed S]`: N generated requests off the contract per operation. */
  fuzz?: Fuzz;
  /** `--payment-host H`: the store's payment hosts (`host` or `host:port`); pay URLs stay on them. */
  paymentHosts?: readonly string[];
}

export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const settings = { timeoutMs: SPEC_TIMEOUT_MS, ...options };
  const flags = operationFlags(options.operationFlags);
  // Until the reads find the account's plan, a plan id is asked about only if --plan-id names it.
  const account = unknownAccount(options.planId);
  // In the order the calls were made, whatever order their answers came in (some run at once).
  const slots: (ProbeResult | null)[] = [];
  const notes: string[] = [];
  const forged =
    options.token === undefined ? undefined : forgedToken(options.token, options.otherToken);
  const caseChanged =
    options.token === undefined ? null : caseChangedToken(options.token, options.otherToken);
  const tokens: Record<CredentialUse, string | undefined> = {
    none: undefined,
    token: options.token,
    'forged-token': forged?.token,
    'case-token': caseChanged ?? undefined,
    'other-token': options.otherToken,
  };

  const call: Call = async (probe, context, wanted, use) => {
    // A forged credential's call is checked for its refusal; its preflight is the real call's.
    const forgedUse = use === 'forged-token' || use === 'case-token';
    const { origin: _origin, ...withoutOrigin } = settings;
    // A failure the team accepts (--expect-failure) is accepted on every call of the operation.
    const accepted = options.expectedFailures?.[probe.operationId] ?? [];
    const expectation = {
      mayRefuse: flags[probe.operationId].mayRefuse,
      acceptedFailures: accepted,
      ...wanted,
      ...(wanted.expectCodes === undefined
        ? {}
        : { expectCodes: [...wanted.expectCodes, ...accepted] }),
    };
    const slot = slots.push(null) - 1;
    const made = await runProbe(probe, context, expectation, forgedUse ? withoutOrigin : settings, {
      token: tokens[use],
      use,
      ...(forged === undefined ? {} : { forgedLast: forged.last }),
      refusal:
        use === 'none'
          ? OPERATIONS[probe.operationId].secured
          : use === 'forged-token' || use === 'case-token',
      proposed: flags[probe.operationId].proposed,
    });
    slots[slot] = made.result;
    return made;
  };

  /** A plain call: without the credential (a refusal, on a plan that cannot exist) or with it. */
  const plain = async (probe: PlannedProbe, expectation?: AnswerExpectation) => {
    const secured = OPERATIONS[probe.operationId].secured;
    const own = probe.credential || !secured;
    const context: SampleContext = own
      ? account.context
      : { ...account.context, planId: NO_SUCH_PLAN_ID };
    const made = await call(
      probe,
      context,
      expectation ?? {
        success: own && expectsSuccess(probe.operationId, account, flags),
        acceptedFailures: options.expectedFailures?.[probe.operationId] ?? [],
      },
      probe.credential ? 'token' : 'none',
    );
    return { ...made, own };
  };

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

  const probes = slots.filter((probe): probe is ProbeResult => probe !== null);
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
