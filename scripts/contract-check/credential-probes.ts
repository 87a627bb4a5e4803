/**
 * The credential on every secured call, writes included: one character changed, and every
 * letter's case swapped (a backend comparing credentials without their case accepts it); each
 * must be refused. A write names a plan that cannot exist, so a backend that forgets the check
 * changes nothing.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import type { CredentialUse } from './curl-command.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { NO_SUCH_PLAN_ID } from './probe-plan.ts';

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
