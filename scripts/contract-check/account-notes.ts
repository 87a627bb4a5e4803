import type { Account } from './account-state.ts';

/** What the run says of the account after its reads; names `--plan-id`'s plan when it is used. */
export function accountNotes(account: Account, planId: number | undefined): string[] {
  if (account.unsafePlanId) {
    return ["the plan's id is above 2^53 (a JSON client rounds it): the plan writes are skipped"];
  }
  if (account.planId === null && planId !== undefined) {
    account.planId = planId;
    account.planStatus = null;
    return [`the reads found no plan: plan ${planId} (--plan-id) is the one written to`];
  }
  if (!account.planRead) {
    return [
      'the plan read failed: the plan reads asked about a plan that cannot exist, and the plan writes are skipped',
    ];
  }
  if (account.planId === null) {
    return [
      'the account has no plan: the plan reads asked about a plan that cannot exist, and the plan writes are skipped (--plan-id names a plan to write to)',
    ];
  }
  if (planId !== undefined && planId !== account.planId) {
    return [
      `--plan-id ${planId} ignored: the account's own plan is ${account.planId}, and only it is written to`,
    ];
  }
  return [];
}
