/**
 * The plans of the two test shoppers as their own credentials read them (ownership.ts): the
 * second shopper's plan and address, learned as the first shopper's are, and either plan read
 * again after the calls that must not have reached it.
 */
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import { learn, unknownAccount } from './account-state.ts';
import type { CredentialUse } from './curl-command.ts';
import { isObject } from './json-object.ts';
import type { Call } from './ownership.ts';
import { planOf, type PlanData } from './plan-compare.ts';

export async function readPlan(
  call: Call,
  context: SampleContext,
  use: CredentialUse,
  note: string,
): Promise<{ plan: PlanData | null; body: unknown }> {
  const { result, body } = await call(
    {
      operationId: 'queryAutoShipPlan',
      credential: true,
      write: false,
      role: use === 'other-token' ? 'other-token' : 'read-back',
      note,
    },
    context,
    { success: true },
    use,
  );
  if (result.violations.length > 0 || !isObject(body)) return { plan: null, body };
  return { plan: planOf(body.data), body };
}

/** The second shopper's account as its own credential reads it: its plan and its address. */
export async function otherAccount(call: Call, context: SampleContext) {
  const account = unknownAccount(undefined);
  account.context.region = context.region;
  const { plan, body } = await readPlan(
    call,
    account.context,
    'other-token',
    "the second shopper's plan (--other-token)",
  );
  if (plan === null) return null;
  learn('queryAutoShipPlan', body, account);
  const address = await call(
    {
      operationId: 'getPlanAddress',
      credential: true,
      write: false,
      role: 'other-token',
      note: "the second shopper's plan address",
    },
    account.context,
    { success: true },
    'other-token',
  );
  if (address.result.violations.length === 0) learn('getPlanAddress', address.body, account);
  return { plan, context: account.context };
}
