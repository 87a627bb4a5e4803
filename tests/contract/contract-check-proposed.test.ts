import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { CheckReport } from '#scripts/contract-check/check-types.ts';
import { formatTable, toJson } from '#scripts/contract-check/report-format.ts';
import { toJunit } from '#scripts/contract-check/report-junit.ts';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { editJson, startBrokenBackend, type BrokenKind } from '#tests/support/broken-backend.ts';
import { SHOPPER_TOKEN } from '#tests/support/substance-backends.ts';

/**
 * `npm run contract:check` and the operations openapi.yaml itself marks `x-proposed` (no flags
 * injected): a backend without them gets "proposed, not implemented" for each, never a pass and
 * never a failure; a backend that answers them (the mock) has them checked in full, read back
 * included.
 */
const PROPOSED = OPERATION_IDS.filter((id) => OPERATIONS[id].proposed);

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active', credentials: [SHOPPER_TOKEN] });
});

afterAll(async () => {
  await mock.close();
});

/** The backend has no route for `operationId` (with or without the credential). */
function noRoute(operationId: OperationId, credential: boolean): BrokenKind {
  return {
    kind: `no route for ${operationId}`,
    operationId,
    credential,
    check: 'status',
    path: '(status)',
    // No route: every request, on the contract or off it, gets the same 404.
    offContract: true,
    request: () => ({ status: 404, contentType: 'text/plain', text: 'Not Found', headers: {} }),
    break: (answer) => answer,
  };
}

function probesOf(report: CheckReport, operationId: OperationId) {
  return report.probes.filter((p) => p.operationId === operationId);
}

describe('contract:check and the proposed operations of openapi.yaml', () => {
  it('the contract proposes the next-delivery operations and the order history', () => {
    expect(PROPOSED).toEqual(
      expect.arrayContaining(['changeNextPayDt', 'shipNow', 'skipNextDelivery', 'queryOrders']),
    );
  });

  it('reports each "proposed, not implemented" on a backend without them: no pass, no failure, no silent skip', async () => {
    const backend = await startBrokenBackend(
      PROPOSED.flatMap((id) => [noRoute(id, true), noRoute(id, false)]),
      { credentials: [SHOPPER_TOKEN] },
    );
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        allowWrites: true,
      });
      expect(report.violationCount).toBe(0);
      const table = formatTable(report);
      const junit = toJunit(report);
      for (const id of PROPOSED) {
        const probes = probesOf(report, id);
        // The refusal probe and the write itself: both asked, both "not implemented".
        expect(probes.length, id).toBeGreaterThanOrEqual(2);
        expect(probes.every((p) => p.proposed === 'not implemented' && p.status === 404)).toBe(
          true,
        );
        expect(probes.every((p) => Object.values(p.checks).every((c) => c !== 'pass'))).toBe(true);
        expect(table).toMatch(new RegExp(`${id}\\s+\\S+\\s+404\\s+PROPOSED, NOT IMPLEMENTED`));
        expect(junit).toContain(`${id} `);
        // A proposed write is not made; a proposed read has nothing to undo.
        if (OPERATIONS[id].write) {
          expect(report.writes.find((w) => w.operationId === id)).toMatchObject({
            outcome: 'proposed',
            note: expect.stringContaining('proposed, not implemented (HTTP 404)'),
          });
        }
      }
      expect(junit).toContain(
        '<skipped message="proposed, not implemented (openapi.yaml x-proposed): HTTP 404"/>',
      );
      expect(table).toContain('PROPOSED, NOT IMPLEMENTED (openapi.yaml x-proposed; not a failure)');
      expect(JSON.parse(toJson(report))).toMatchObject({
        probes: expect.arrayContaining(
          PROPOSED.map((id) =>
            expect.objectContaining({ operationId: id, proposed: 'not implemented' }),
          ),
        ),
      });
    } finally {
      await backend.close();
    }
  });

  it('checks them in full where the backend answers them, writes read back', async () => {
    mock.setScenario('active');
    const report = await runContractCheck({
      baseUrl: mock.url,
      token: SHOPPER_TOKEN,
      allowWrites: true,
    });
    expect(report.violationCount).toBe(0);
    for (const id of PROPOSED) {
      const probes = probesOf(report, id);
      expect(probes.length, id).toBeGreaterThanOrEqual(2);
      expect(probes.every((p) => p.proposed === undefined)).toBe(true);
      const own = probes.find((p) => p.credential);
      expect(own?.checks.schema, id).toBe('pass');
      if (!OPERATIONS[id].write) continue;
      expect(own?.checks['read-back'], id).toBe('pass');
      expect(
        report.writes.filter((w) => w.operationId === id).map((w) => w.outcome),
        id,
      ).not.toContain('failed');
    }
  });

  it('fails an answered proposal that is wrong: the date read back is not the one answered', async () => {
    const backend = await startBrokenBackend(
      [
        {
          kind: 'ship now answers a date it did not set',
          operationId: 'shipNow',
          credential: true,
          check: 'read-back',
          path: 'queryAutoShipPlan /data/nextPayDt',
          break: editJson((body) => {
            const data = body.data as Record<string, unknown>;
            data.nextPayDt = '2030-01-01T12:00:00Z';
          }),
        },
      ],
      { credentials: [SHOPPER_TOKEN] },
    );
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        allowWrites: true,
      });
      const found = report.probes.flatMap((p) => p.violations);
      expect(found).toContainEqual(
        expect.objectContaining({
          operationId: 'shipNow',
          check: 'read-back',
          path: 'queryAutoShipPlan /data/nextPayDt',
        }),
      );
      expect(
        report.writes.find((w) => w.operationId === 'shipNow' && w.expectCode === undefined)
          ?.outcome,
      ).toBe('failed');
    } finally {
      await backend.close();
    }
  });
});
