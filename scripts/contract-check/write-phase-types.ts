import type { OperationId } from '#mocks/operations.ts';
import type { SampleContext, SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { Account } from './account-state.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import type { Fuzz } from './bad-request-probes.ts';
import type { ProbeResult } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import type { PlannedProbe } from './probe-plan.ts';
import type { WriteStep } from './write-steps.ts';
import type { PlanData } from './plan-compare.ts';

export type Plain = (
  probe: PlannedProbe,
  expectation?: AnswerExpectation,
) => Promise<{ result: ProbeResult; body: unknown; sample: SampleRequest; own: boolean }>;

/** The second shopper's plan, read after every write of the first's (`--other-token`). */
export interface OtherShopper {
  context: SampleContext;
  plan: PlanData | null;
}

export interface WritePhase {
  account: Account;
  flags: Record<OperationId, OperationFlags>;
  hasToken: boolean;
  plain: Plain;
  call: Call;
  skipReason: (step: WriteStep) => string | null;
  acceptedFailures: Partial<Record<OperationId, number[]>>;
  other: OtherShopper | null;
  /** `--fuzz N`: generated requests off the contract per operation, beyond each constraint once. */
  fuzz: Fuzz | undefined;
}
