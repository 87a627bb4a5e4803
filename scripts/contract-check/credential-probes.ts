/**
 * The credential on every secured call, writes included: one character changed, and every
 * letter's case swapped (a backend comparing credentials without their case accepts it); each
 * must be refused. A write names a plan that cannot exist, so a backend that forgets the check
 * changes nothing. And the real credential on a plan that cannot exist: 5002, or refused.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import type { CredentialUse } from './curl-command.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { NO_SUCH_PLAN_ID, PLAN_NOT_FOUND_CODE } from './probe-plan.ts';
import type { AnswerExpectation } from './answer-outcome.ts';

const NOTES: Partial<Record<CredentialUse, string>> = {
  'forged-token': 'the credential with one character changed: must be refused',
  'case-token': "the credential with its letters' case swapped: must be refused",
};

export async function credentialProbes(
  flags: Record<OperationId, OperationFlags>,
  context: SampleContext,
  uses: readonly ('forged-token' | 'case-token')[],
  withWrites: boolean,
  call: Call,
): Promise<void> {
  const secured = OPERATION_IDS.filter(
    (id) => OPERATIONS[id].secured && (withWrites || !flags[id].write),
  );
  for (const use of uses) {
    for (const operationId of secured) {
      const write = flags[operationId].write;
      await call(
        { operationId, credential: false, write, role: use, note: NOTES[use] ?? use },
        write ? { ...context, planId: NO_SUCH_PLAN_ID } : context,
        { success: false },
        use,
      );
    }
  }
}

/** Refused as not the shopper's: HTTP or envelope 401/403, or "no such plan". */
const NOT_YOURS = [401, 403, PLAN_NOT_FOUND_CODE];

export function notYours(reason: string): AnswerExpectation {
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
