import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { defaultSampleContext, type SampleRequest } from '#scripts/contract/sample-requests.ts';
import { isObject } from '#scripts/contract-check/json-object.ts';
import { operationFlags, type FlagOverrides } from '#scripts/contract-check/operation-flags.ts';
import type { PlanData } from '#scripts/contract-check/plan-compare.ts';
import { putBack } from '#scripts/contract-check/put-back.ts';

/**
 * What contract:check puts back on the second shopper's plan after a write of the first
 * shopper's reached it: the write that sets each changed field back is read from openapi.yaml
 * (`x-changes`, the request's fields, `x-plan-status` and `x-undo`), not from a list, so a plan
 * field the contract adds is put back, or said not to be, with no edit of the check.
 */
const PLAN: PlanData = {
  planId: 990001,
  status: 1,
  addressId: 10001,
  customerId: 7002,
  daySpan: 45,
  nextPayDt: '2027-01-13T09:00:00Z',
  orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 2 }],
};

/**
 * A backend that sets what each write sets: records the writes, changes the plan as told, or
 * (no effect given) to each plan field the request's body sends.
 */
function backend(changed: PlanData, effects: Partial<Record<OperationId, PlanData>>) {
  let plan: PlanData = { ...changed };
  const sent: OperationId[] = [];
  return {
    sent,
    read: () => Promise.resolve({ ...plan }),
    write: (operationId: OperationId, request: SampleRequest) => {
      sent.push(operationId);
      const body = isObject(request.body) ? request.body : {};
      const sentFields = Object.fromEntries(Object.entries(body).filter(([name]) => name in plan));
      plan = { ...plan, ...(effects[operationId] ?? sentFields) };
      return Promise.resolve();
    },
  };
}

async function putBackFrom(
  changed: PlanData,
  effects: Partial<Record<OperationId, PlanData>>,
  overrides: FlagOverrides = {},
) {
  const fake = backend(changed, effects);
  const { left } = await putBack(
    operationFlags(overrides),
    PLAN,
    changed,
    fake.read,
    fake.write,
    defaultSampleContext(),
  );
  return { left, sent: fake.sent };
}

describe('contract:check puts the second shopper’s plan back', () => {
  it('with the write whose x-changes and request name each changed field', async () => {
    const changed = {
      ...PLAN,
      status: 2,
      daySpan: 60,
      addressId: 10099,
      nextPayDt: '2027-03-01T09:00:00Z',
    };
    const { left, sent } = await putBackFrom(changed, {
      restartPlan: { status: 1 },
      changePlan: { daySpan: 45 },
      changePlanAddress: { addressId: 10001 },
      changeNextPayDt: { nextPayDt: '2027-01-13T12:00:00Z' },
    });
    expect(left).toEqual([]);
    expect(sent.sort()).toEqual(
      ['changeNextPayDt', 'changePlan', 'changePlanAddress', 'restartPlan'].sort(),
    );
  });

  it('sends the plan’s own value of each field the request shares with the Plan schema', async () => {
    // The sample's interval is not this plan's: only a value read from the plan puts it back.
    expect(defaultSampleContext().daySpan).not.toBe(PLAN.daySpan);
    const { left, sent } = await putBackFrom({ ...PLAN, daySpan: 60 }, {});
    expect(left).toEqual([]);
    expect(sent).toEqual(['changePlan']);
  });

  it('says what no write can set back (a field no request carries)', async () => {
    const { left, sent } = await putBackFrom({ ...PLAN, customerId: 7001 }, {});
    expect(left).toEqual(['customerId']);
    expect(sent).toEqual([]);
  });

  it('takes the field every plan write with x-changes may change (the plan version) for bookkeeping', async () => {
    const writes = OPERATION_IDS.filter((id) => operationFlags()[id].changes !== null);
    expect(writes.every((id) => operationFlags()[id].changes?.includes('version'))).toBe(true);
    const { left } = await putBackFrom(
      { ...PLAN, daySpan: 60, version: 'v8' },
      { changePlan: { daySpan: 45, version: 'v9' } },
    );
    expect(left).toEqual([]);
  });
});
