import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATION_IDS, OPERATIONS } from '#mocks/operations.ts';
import type { CheckReport } from '#scripts/contract-check/check-types.ts';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { formatTable, toJson } from '#scripts/contract-check/report-format.ts';
import { toJunit } from '#scripts/contract-check/report-junit.ts';
import { editJson, startBrokenBackend, type BrokenKind } from '#tests/support/broken-backend.ts';
import {
  OTHER_PLAN_ID,
  OTHER_SHOPPER_TOKEN,
  SHOPPER_TOKEN,
  SUBSTANCE_KINDS,
  startTwoShopperBackend,
} from '#tests/support/substance-backends.ts';

/**
 * `npm run contract:check` on backends wrong in substance: each mistake fails on the operation
 * that made it, with the field, and with a curl line that names the credential by its variable.
 */
const ORIGIN = 'https://shop.example.com';

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active', credentials: [SHOPPER_TOKEN] });
});

afterAll(async () => {
  await mock.close();
});

function failing(report: CheckReport) {
  return report.probes.flatMap((probe) =>
    probe.violations.map((v) => ({
      operationId: v.operationId,
      credential: v.credential,
      role: v.role,
      check: v.check,
      path: v.path,
      curl: probe.curl,
    })),
  );
}

function expectCurl(curl: string | undefined): void {
  expect(curl).toMatch(/^curl /);
  expect(curl).not.toContain(SHOPPER_TOKEN);
  expect(curl).not.toContain(OTHER_SHOPPER_TOKEN);
}

describe('contract:check against a backend wrong in substance', () => {
  it.each(SUBSTANCE_KINDS.map((kind) => [kind.kind, kind] as const))(
    'fails %s on its operation, with a curl line',
    async (_name, kind) => {
      const backend = await startBrokenBackend([kind], { credentials: [SHOPPER_TOKEN] });
      try {
        const report = await runContractCheck({
          baseUrl: backend.url,
          token: SHOPPER_TOKEN,
          allowWrites: true,
        });
        const found = failing(report);
        const hit = found.find(
          (v) =>
            v.operationId === kind.operationId &&
            v.check === kind.check &&
            v.path === kind.path &&
            v.role === kind.role,
        );
        expect(hit, JSON.stringify(found, null, 1)).toBeDefined();
        expectCurl(hit?.curl);
        // The first failure the run reports is the mistake itself, not a later call's.
        expect(found[0]?.operationId).toBe(kind.operationId);
      } finally {
        await backend.close();
      }
    },
  );

  it('writes nothing to a plan whose id is above 2^53, and says why', async () => {
    const kind = SUBSTANCE_KINDS.find((k) => k.kind === 'a plan id above 2^53');
    const backend = await startBrokenBackend(kind ? [kind] : [], { credentials: [SHOPPER_TOKEN] });
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        allowWrites: true,
      });
      expect(report.writes.find((w) => w.operationId === 'terminatePlan')).toMatchObject({
        outcome: 'skipped',
        note: expect.stringMatching(/above 2\^53/),
      });
      expect(backend.mock.store.snapshot().plan?.status).toBe(1);
    } finally {
      await backend.close();
    }
  });
});

describe('contract:check with two test shoppers (--other-token)', () => {
  it("passes a backend that keeps each shopper's plan to that shopper, and changes neither", async () => {
    const backend = await startTwoShopperBackend(false);
    try {
      const before = JSON.stringify(backend.second.store.snapshot().plan);
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        otherToken: OTHER_SHOPPER_TOKEN,
        allowWrites: true,
        origin: ORIGIN,
      });
      expect(failing(report)).toEqual([]);
      expect(report.otherPlanId).toBe(OTHER_PLAN_ID);
      const ownership = report.probes.filter((p) => p.role === 'other-shopper-plan');
      // Every plan write whose request names the plan (x-plan-scoped), terminatePlan last.
      expect(ownership.map((p) => p.operationId)).toEqual([
        'getPlanAddress',
        ...OPERATION_IDS.filter(
          (id) =>
            OPERATIONS[id].write &&
            OPERATIONS[id].planScoped &&
            id !== 'terminatePlan' &&
            id !== 'completeInfoAndGetPayUrl',
        ),
        'terminatePlan',
        // The second shopper's order number, asked for with the first shopper's credential.
        'queryOrders',
      ]);
      expect(
        ownership.every(
          (p) =>
            p.url.includes(`/${OTHER_PLAN_ID}`) ||
            p.curl.includes(`"planId":${OTHER_PLAN_ID}`) ||
            /"orderNo":"AS6\d+"/.test(p.curl),
        ),
      ).toBe(true);
      expect(JSON.stringify(backend.second.store.snapshot().plan)).toBe(before);
    } finally {
      await backend.close();
    }
  });

  it("fails a backend that lets the first shopper reach the second's plan, on the call that reached it", async () => {
    const backend = await startTwoShopperBackend(true);
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        otherToken: OTHER_SHOPPER_TOKEN,
        allowWrites: true,
      });
      const found = failing(report);
      const address = found.find(
        (v) => v.operationId === 'getPlanAddress' && v.role === 'other-shopper-plan',
      );
      expect(address).toMatchObject({ check: 'outcome', path: '/code' });
      expectCurl(address?.curl);
      expect(address?.curl).toContain(`/${OTHER_PLAN_ID}?`);
      // The pause went through to the second shopper's plan: said on the call that made it.
      expect(found).toContainEqual(
        expect.objectContaining({
          operationId: 'pausePlan',
          role: 'other-shopper-plan',
          check: 'read-back',
          path: 'queryAutoShipPlan (second shopper) /data/status',
        }),
      );
    } finally {
      await backend.close();
    }
  });
});

describe('contract:check against the project mock backend, writes read back', () => {
  it('reads every plan write back and tries each transition in the wrong state', async () => {
    mock.setScenario('active');
    const report = await runContractCheck({
      baseUrl: mock.url,
      token: SHOPPER_TOKEN,
      allowWrites: true,
    });
    expect(failing(report)).toEqual([]);
    const wrongState = report.probes.filter((p) => p.role === 'wrong-state');
    // Each transition again (x-repeat: refused), and while the plan is paused each write that
    // needs it active (x-plan-status), then terminatePlan again and the deleted plan paused.
    expect(wrongState.map((p) => `${p.operationId} ${p.status}`)).toEqual([
      'pausePlan 200',
      'skipNextDelivery 200',
      'shipNow 200',
      'changeNextPayDt 200',
      'restartPlan 200',
      'terminatePlan 200',
      'pausePlan 200',
    ]);
    expect(report.probes.filter((p) => p.role === 'out-of-range')).toHaveLength(2);
    const readBack = report.probes.filter((p) => p.role === 'read-back').map((p) => p.note);
    for (const write of [
      'changePlanAddress',
      'changePlan',
      'pausePlan',
      'restartPlan',
      'terminatePlan',
    ]) {
      expect(readBack).toContain(`reads back ${write}`);
    }
    expect(
      report.probes.filter((p) => p.role === 'forged-token').every((p) => p.checks.auth === 'pass'),
    ).toBe(true);
  });
});

describe('contract:check and an operation openapi.yaml marks x-proposed', () => {
  // queryOrders is proposed in openapi.yaml (decision 046); the flags are injected either way so
  // the test holds whatever the contract marks.
  const proposed = { queryOrders: { proposed: true } };
  const notFound = (credential: boolean): BrokenKind => ({
    kind: `no route for queryOrders (${credential ? 'with' : 'without'} credential)`,
    operationId: 'queryOrders',
    credential,
    check: 'status',
    path: '(status)',
    // No route: every request, on the contract or off it, gets the same 404.
    offContract: true,
    request: () => ({ status: 404, contentType: 'text/plain', text: 'Not Found', headers: {} }),
    break: (answer) => answer,
  });

  it('reports it "proposed, not implemented" where the backend has no route: neither a pass nor a failure', async () => {
    const backend = await startBrokenBackend([notFound(true), notFound(false)], {
      credentials: [SHOPPER_TOKEN],
    });
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        operationFlags: proposed,
      });
      const orders = report.probes.filter(
        (p) => p.operationId === 'queryOrders' && p.role === undefined,
      );
      expect(orders.map((p) => [p.proposed, p.status])).toEqual([
        ['not implemented', 404],
        ['not implemented', 404],
      ]);
      expect(report.violationCount).toBe(0);
      expect(formatTable(report)).toMatch(/queryOrders\s+with\s+404\s+PROPOSED, NOT IMPLEMENTED/);
      expect(formatTable(report)).toContain('  queryOrders [with credential]: HTTP 404');
      expect(toJunit(report)).toContain(
        '<skipped message="proposed, not implemented (openapi.yaml x-proposed): HTTP 404"/>',
      );
      expect(JSON.parse(toJson(report))).toMatchObject({
        probes: expect.arrayContaining([
          expect.objectContaining({ operationId: 'queryOrders', proposed: 'not implemented' }),
        ]),
      });
      // Not proposed, the same answer is off the contract.
      const plain = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        operationFlags: { queryOrders: { proposed: false } },
      });
      expect(failing(plain)).toContainEqual(
        expect.objectContaining({ operationId: 'queryOrders', check: 'status', path: '(status)' }),
      );
    } finally {
      await backend.close();
    }
  });

  it('checks it fully once the backend answers it', async () => {
    mock.setScenario('active');
    const report = await runContractCheck({
      baseUrl: mock.url,
      token: SHOPPER_TOKEN,
      operationFlags: proposed,
    });
    const orders = report.probes.filter(
      (p) => p.operationId === 'queryOrders' && p.role === undefined,
    );
    expect(orders).toHaveLength(2);
    expect(orders.every((p) => p.proposed === undefined && p.checks.schema === 'pass')).toBe(true);
    const broken = await startBrokenBackend(
      [
        {
          kind: 'a proposed call answered off the contract',
          operationId: 'queryOrders',
          credential: true,
          check: 'envelope',
          path: '/code',
          break: editJson((body) => {
            body.code = '200';
          }),
        },
      ],
      { credentials: [SHOPPER_TOKEN] },
    );
    try {
      const off = await runContractCheck({
        baseUrl: broken.url,
        token: SHOPPER_TOKEN,
        operationFlags: proposed,
      });
      expect(failing(off)).toContainEqual(
        expect.objectContaining({ operationId: 'queryOrders', check: 'envelope', path: '/code' }),
      );
    } finally {
      await broken.close();
    }
  });
});
