/**
 * How every call of a run is made (run-checks.ts): with which credential (the shopper's, none, a
 * forged one, the second shopper's), what the account's state and the team's accepted failures
 * make of its expectation, and where its result goes in the report (in the order the calls were
 * made, whatever order their answers came in: some run at once).
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import { expectsSuccess, type Account } from './account-state.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import type { ProbeResult } from './check-types.ts';
import { caseChangedToken, forgedToken, type CredentialUse } from './curl-command.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { runProbe, type CallSettings } from './probe-call.ts';
import { NO_SUCH_PLAN_ID, type PlannedProbe } from './probe-plan.ts';
import type { CheckOptions } from './check-options.ts';

export function caller(
  options: CheckOptions,
  settings: CallSettings,
  flags: Record<OperationId, OperationFlags>,
  account: Account,
) {
  const slots: (ProbeResult | null)[] = [];
  const { token, otherToken } = options;
  const forged = token === undefined ? undefined : forgedToken(token, otherToken);
  const caseChanged = token === undefined ? null : caseChangedToken(token, otherToken);
  const tokens: Record<CredentialUse, string | undefined> = {
    none: undefined,
    token,
    'forged-token': forged?.token,
    'case-token': caseChanged ?? undefined,
    'other-token': otherToken,
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
      refusal: use === 'none' ? OPERATIONS[probe.operationId].secured : forgedUse,
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

  const probes = () => slots.filter((probe): probe is ProbeResult => probe !== null);
  return { call, plain, probes, caseChanged };
}
