import { describe, expect, it } from 'vitest';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { startBrokenBackend, type BrokenKind } from '#tests/support/broken-backend.ts';
import { expectCaught, failing } from '#tests/support/caught.ts';
import {
  ALLOWED_VARIANTS,
  CREDENTIAL_KINDS,
  MEANING_KINDS,
  PAGING_KINDS,
} from '#tests/support/meaning-backends.ts';
import {
  OTHER_PLAN_ID,
  OTHER_SHOPPER_TOKEN,
  SHOPPER_TOKEN,
  startTwoShopperBackend,
} from '#tests/support/substance-backends.ts';

/**
 * `npm run contract:check` on backends wrong in what their writes and lists mean: each mistake
 * fails first on the operation that made it, with a curl line that names the credential by its
 * variable; what the contract allows (both address spellings, another offset) passes.
 */
async function check(kinds: BrokenKind[], scenario: string, allowWrites: boolean) {
  const backend = await startBrokenBackend(kinds, { credentials: [SHOPPER_TOKEN], scenario });
  try {
    return await runContractCheck({ baseUrl: backend.url, token: SHOPPER_TOKEN, allowWrites });
  } finally {
    await backend.close();
  }
}

describe('contract:check against a backend wrong in its paging', () => {
  it.each(PAGING_KINDS.map((kind) => [kind.kind, kind] as const))(
    'fails %s on queryOrders, with a curl line',
    async (_name, kind) => {
      expectCaught(await check([kind], 'order-history', false), kind);
    },
  );
});

describe('contract:check against a backend wrong in what its writes mean', () => {
  it.each([...MEANING_KINDS, ...CREDENTIAL_KINDS].map((kind) => [kind.kind, kind] as const))(
    'fails %s on its operation, with a curl line',
    async (_name, kind) => {
      expectCaught(await check([kind], 'order-history', true), kind);
    },
  );

  it('passes what the contract allows: the address as addressId/firstName/lastName, dates in another offset (the valid twin)', async () => {
    const report = await check(ALLOWED_VARIANTS, 'order-history', true);
    expect(failing(report)).toEqual([]);
    expect(report.writes.filter((w) => w.outcome !== 'done')).toEqual([]);
  });
});

describe('contract:check with two test shoppers (--other-token), writes and lists', () => {
  async function twoShoppers(leak: Parameters<typeof startTwoShopperBackend>[0]) {
    const backend = await startTwoShopperBackend(leak);
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        otherToken: OTHER_SHOPPER_TOKEN,
        allowWrites: true,
      });
      return { report, secondPlan: backend.second.store.snapshot().plan };
    } finally {
      await backend.close();
    }
  }

  it("passes a backend refusing the first shopper's credential on the second shopper's plan with HTTP 403 (the valid twin)", async () => {
    const { report } = await twoShoppers('forbid');
    expect(failing(report)).toEqual([]);
    // Every call naming the second shopper's plan (not its order number: an empty list).
    const ownership = report.probes.filter(
      (probe) => probe.role === 'other-shopper-plan' && probe.operationId !== 'queryOrders',
    );
    expect(ownership.length).toBeGreaterThan(0);
    expect(ownership.map((probe) => [probe.operationId, probe.status])).toEqual(
      ownership.map((probe) => [probe.operationId, 403]),
    );
  });

  it("fails a changePlan that writes the second shopper's plan too (an UPDATE without its WHERE), on changePlan", async () => {
    const { report } = await twoShoppers('update-all');
    const found = failing(report);
    expect(found[0]).toMatchObject({
      operationId: 'changePlan',
      check: 'read-back',
      path: expect.stringMatching(/^queryAutoShipPlan \(second shopper\) \/data\//),
    });
    expect(found[0]?.curl).toContain('/autoShip/changePlan/880001');
  });

  it("fails lists that hold the second shopper's orders and saved addresses", async () => {
    const { report } = await twoShoppers('lists');
    const found = failing(report);
    for (const operationId of ['queryOrders', 'queryCustomerAddress']) {
      expect(found).toContainEqual(
        expect.objectContaining({
          operationId,
          check: 'outcome',
          path: '/data',
          actual: expect.stringMatching(/^the second shopper's (order|address)/),
        }),
      );
    }
    expect(found[0]?.operationId).toBe('queryOrders');
  });

  it("fails every plan write that reaches the second shopper's plan, and puts back what each changed", async () => {
    const { report } = await twoShoppers('plan');
    const found = failing(report).filter((v) => v.role === 'other-shopper-plan');
    for (const operationId of [
      'changePlan',
      'pausePlan',
      'skipNextDelivery',
      'shipNow',
      'terminatePlan',
    ]) {
      const hit = found.find((v) => v.operationId === operationId);
      expect(hit, operationId).toBeDefined();
      expect(hit?.curl).toContain(`/${OTHER_PLAN_ID}`);
    }
    const changed = found.filter(
      (v) => v.check === 'read-back' && v.operationId !== 'terminatePlan',
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((v) => v.actual.endsWith('(put back)'))).toBe(true);
  });
});
