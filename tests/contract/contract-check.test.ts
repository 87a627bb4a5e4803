import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { AnyFault } from '#mocks/faults.ts';
import { allScenarioNames, getScenario } from '#mocks/scenarios/registry.ts';
import { validateRequestBody } from '#scripts/contract/openapi-validator.ts';
import { SAMPLE_REQUESTS, defaultSampleContext } from '#scripts/contract/sample-requests.ts';
import type { CheckReport } from '#scripts/contract-check/check-types.ts';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import {
  BROKEN_KINDS,
  BROKEN_SETS,
  UNKNOWN_FIELDS,
  startBrokenBackend,
  type BrokenBackend,
} from '#tests/support/broken-backend.ts';

/**
 * `npm run contract:check` (scripts/contract-check): it must catch every kind of violation a
 * deliberately broken backend commits, each at its operation and path, and report none against
 * the project's own mock backend, whatever the scenario.
 */
const run = promisify(execFile);
const TOKEN = 'contract-check-token';
const OTHER_TOKEN = 'contract-check-other-token';

const ORIGIN = 'https://shop.example.com';

let brokenSets: BrokenBackend[];
let broken: BrokenBackend;
let mock: MockHttpServer;
let twoShoppers: MockHttpServer;
let reportDir: string;

beforeAll(async () => {
  brokenSets = await Promise.all(
    BROKEN_SETS.map((set) => startBrokenBackend(set.kinds, { credentials: [TOKEN] })),
  );
  [broken] = brokenSets as [BrokenBackend];
  // A backend that knows its shopper: a forged credential is refused.
  mock = await startMockHttpServer({ scenario: 'active', credentials: [TOKEN] });
  // As `npm run mock:serve -- --token A --other-token B`: a second shopper with a plan of its own.
  twoShoppers = await startMockHttpServer({
    scenario: 'active',
    credentials: [TOKEN],
    otherCredential: OTHER_TOKEN,
  });
  reportDir = mkdtempSync(join(tmpdir(), 'contract-check-'));
});

// Every run starts from the same account: a run with writes deletes the plan at its end.
beforeEach(() => {
  for (const backend of brokenSets) backend.mock.setScenario('active');
});

afterAll(async () => {
  await Promise.all(brokenSets.map((backend) => backend.close()));
  await mock.close();
  await twoShoppers.close();
  rmSync(reportDir, { recursive: true, force: true });
});

function where(report: CheckReport) {
  return report.probes.flatMap((probe) =>
    probe.violations.map(({ operationId, credential, check, path }) => ({
      operationId,
      credential,
      check,
      path,
    })),
  );
}

describe('the sample requests the checker sends', () => {
  it.each(OPERATION_IDS)('%s: the body is what openapi.yaml asks for', (operationId) => {
    const sample = SAMPLE_REQUESTS[operationId](defaultSampleContext());
    if (OPERATIONS[operationId].method === 'get') {
      expect(sample.body).toBeUndefined();
      return;
    }
    expect(validateRequestBody(operationId, sample.body, sample.mediaType).errors).toEqual([]);
  });
});

describe('contract:check against the broken reference backend', () => {
  it(`has ${BROKEN_KINDS.length} kinds of violation in ${BROKEN_SETS.length} backends`, () => {
    expect(new Set(BROKEN_KINDS.map((kind) => kind.kind)).size).toBe(BROKEN_KINDS.length);
    expect(BROKEN_KINDS.length).toBeGreaterThanOrEqual(35);
  });

  it.each(BROKEN_SETS.map((set, index) => [set.name, index] as const))(
    'catches every kind of violation of the backend with %s, each at its operation and path, and nothing else',
    async (_name, index) => {
      const backend = brokenSets[index] as BrokenBackend;
      const kinds = BROKEN_SETS[index]?.kinds ?? [];
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: TOKEN,
        allowWrites: true,
        origin: ORIGIN,
      });
      const found = where(report);
      for (const kind of kinds) {
        expect(found, kind.kind).toContainEqual({
          operationId: kind.operationId,
          credential: kind.credential,
          check: kind.check,
          path: kind.path,
        });
      }
      // Nothing the backend did right is reported: every violation is on a call that was broken.
      expect(
        found.filter(
          (violation) =>
            !kinds.some(
              (kind) =>
                kind.operationId === violation.operationId &&
                kind.credential === violation.credential,
            ),
        ),
      ).toEqual([]);
    },
  );

  it('misses the CORS faults without --origin, and only them', async () => {
    const index = BROKEN_SETS.findIndex((set) => set.kinds.some((kind) => kind.cors));
    const report = await runContractCheck({
      baseUrl: (brokenSets[index] as BrokenBackend).url,
      token: TOKEN,
      allowWrites: true,
    });
    const found = where(report);
    for (const kind of BROKEN_SETS[index]?.kinds ?? []) {
      const caught = found.some(
        (v) => v.operationId === kind.operationId && v.check === kind.check && v.path === kind.path,
      );
      expect(caught, kind.kind).toBe(!kind.cors);
    }
  });

  it('gives the expected and the actual value of a violation', async () => {
    const backend = brokenSets[BROKEN_SETS.length - 1] as BrokenBackend;
    const report = await runContractCheck({ baseUrl: backend.url, token: TOKEN });
    const plan = report.probes.find(
      (probe) => probe.operationId === 'queryAutoShipPlan' && probe.credential,
    );
    expect(plan?.violations).toContainEqual(
      expect.objectContaining({
        operationId: 'queryAutoShipPlan',
        credential: true,
        check: 'schema',
        rule: 'schema',
        path: '/data/status',
        expected: 'one of [0,1,2]',
        actual: '7',
        source: expect.stringContaining(
          'openapi.yaml#/paths/~1autoShip~1queryAutoShipPlan/get/responses',
        ),
      }),
    );
  });

  it('reports fields the contract does not list as warnings, not violations', async () => {
    const report = await runContractCheck({
      baseUrl: broken.url,
      token: TOKEN,
      allowWrites: true,
    });
    for (const { operationId, path } of UNKNOWN_FIELDS) {
      const probe = report.probes.find((p) => p.operationId === operationId && p.credential);
      expect(probe?.warnings).toContain(path);
      expect(probe?.violations).toEqual([]);
    }
  });

  it('runs no write without --allow-writes', async () => {
    const report = await runContractCheck({ baseUrl: broken.url, token: TOKEN });
    const called = new Set(report.probes.map((probe) => probe.operationId));
    expect(called).not.toContain('pausePlan');
    expect(called).not.toContain('terminatePlan');
    expect(called).toContain('queryAutoShipPlan');
  });
});

/**
 * What a scenario's mock backend fails on purpose, read from the scenario registry (each
 * operation's fault: an HTTP status or an envelope code; a latency is no failure): a backend
 * that answers so is off for a test account, so the checker reports each one unless told to
 * expect it.
 */
function deliberateFailures(scenario: string): Partial<Record<OperationId, number[]>> {
  const faults: Partial<Record<string, AnyFault>> = getScenario(scenario).faults;
  return Object.fromEntries(
    Object.entries(faults).flatMap(([operationId, fault]) => {
      const failure = fault?.status ?? fault?.code;
      return failure === undefined ? [] : [[operationId, [failure]]];
    }),
  );
}

const FAILING_SCENARIOS = allScenarioNames().filter(
  (scenario) => Object.keys(deliberateFailures(scenario)).length > 0,
);

describe('contract:check against the project mock backend', () => {
  it.each(allScenarioNames())(
    'reports 0 violations in scenario %s with two shoppers, CORS included, once its deliberate failures are expected',
    async (scenario) => {
      twoShoppers.setScenario(scenario, scenario === 'slow' ? { latencyMs: 5 } : {});
      const expectedFailures = deliberateFailures(scenario);
      const report = await runContractCheck({
        baseUrl: twoShoppers.url,
        token: TOKEN,
        otherToken: OTHER_TOKEN,
        allowWrites: true,
        origin: ORIGIN,
        expectedFailures,
      });
      expect(where(report)).toEqual([]);
      // Every operation was called, and every secured one also without the credential.
      expect(new Set(report.probes.map((probe) => probe.operationId))).toEqual(
        new Set(OPERATION_IDS),
      );
      expect(
        report.probes.filter(
          (probe) =>
            !probe.credential && probe.role === undefined && OPERATIONS[probe.operationId].secured,
        ),
      ).toHaveLength(OPERATION_IDS.filter((id) => OPERATIONS[id].secured).length);
      expect(
        // A forged credential's call is checked for its refusal; its preflight is the real call's.
        report.probes.every(
          (probe) =>
            probe.checks.cors === 'pass' ||
            probe.operationId === 'submitTraceBeacon' ||
            probe.role === 'forged-token' ||
            probe.role === 'case-token',
        ),
      ).toBe(true);
    },
  );

  it.each(FAILING_SCENARIOS)(
    'names each deliberate failure of scenario %s by its code and msg when it is not expected',
    async (scenario) => {
      const failures = deliberateFailures(scenario);
      mock.setScenario(scenario);
      const report = await runContractCheck({ baseUrl: mock.url, token: TOKEN, allowWrites: true });
      for (const probe of report.probes) {
        for (const violation of probe.violations) {
          expect(violation.check).toBe('outcome');
          const code = failures[violation.operationId]?.[0];
          expect(code, `${violation.operationId} fails in ${scenario} only as told`).toBeDefined();
          expect(violation.actual).toMatch(new RegExp(`code ${code}, ".+"`));
          // A call that must succeed says how a team accepts the failure.
          if (probe.role === undefined) {
            expect(violation.expected).toContain(`--expect-failure ${violation.operationId}:CODE`);
          }
        }
      }
      // Every plain call the check made with the credential to a failing operation is named.
      const failing = report.probes.filter(
        (probe) =>
          probe.credential &&
          probe.role === undefined &&
          failures[probe.operationId] !== undefined &&
          probe.checks.outcome !== 'skip',
      );
      expect(failing.length).toBeGreaterThan(0);
      for (const probe of failing) expect(probe.violations, probe.operationId).not.toEqual([]);
    },
  );
});

describe('contract:check and the envelope 401/403 inside HTTP 200', () => {
  it('takes an envelope code 401 in HTTP 200 as a refusal (the app treats it as HTTP 401)', async () => {
    mock.setScenario('active');
    // A backend that refuses inside the envelope: HTTP 200, code 401, for a call without credential.
    const server = createServer((incoming, outgoing) => {
      void (async () => {
        // The store's product and the product info are open calls: only the secured ones are refused.
        const open = ['/products/', '/shopify/'].some((prefix) => incoming.url?.startsWith(prefix));
        if (!incoming.headers.authorization && !open) {
          outgoing.writeHead(200, { 'content-type': 'application/json' });
          outgoing.end(JSON.stringify({ code: 401, msg: 'Please sign in', data: null }));
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        const response = await fetch(new URL(incoming.url ?? '/', mock.url), {
          method: incoming.method,
          headers: incoming.headers as Record<string, string>,
          body: incoming.method === 'GET' ? undefined : Buffer.concat(chunks),
        });
        outgoing.writeHead(response.status, {
          'content-type': response.headers.get('content-type') ?? '',
          'cache-control': response.headers.get('cache-control') ?? '',
        });
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const report = await runContractCheck({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN });
      const refusals = report.probes.filter(
        (probe) => !probe.credential && OPERATIONS[probe.operationId].secured,
      );
      expect(refusals.length).toBeGreaterThan(0);
      for (const probe of refusals) expect(probe.checks.auth, probe.operationId).toBe('pass');
      expect(where(report)).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('npm run contract:check (the command)', () => {
  const command = (args: string[]) =>
    run(process.execPath, ['scripts/contract-check.mjs', ...args], { timeout: 30_000 }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: `${error.stdout}${error.stderr}`,
      }),
    );

  it('exits 1 with a table, the violations and both report files for the broken backend', async () => {
    const report = join(reportDir, 'broken.json');
    const result = await command([
      '--base-url',
      broken.url,
      '--token',
      TOKEN,
      '--allow-writes',
      '--report',
      report,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/operation\s+credential\s+HTTP\s+status\s+content-type/);
    expect(result.stdout).toMatch(/queryCustomerAddress \[with credential\] schema \/data\/0\/zip/);
    expect(result.stdout).toContain('expected: type string');
    // Each failure comes with the request to send again, the credential by its variable.
    expect(result.stdout).toMatch(
      /reproduce: curl -sS -i -X GET '[^']+\/autoShip\/queryCustomerAddress\?[^']+' -H "Authorization: Bearer \$CONTRACT_CHECK_TOKEN"/,
    );
    expect(result.stdout).not.toContain(TOKEN);
    expect(result.stdout).toMatch(/getStoreProduct\s+open\s+200/);
    expect(result.stdout).toContain('getStoreProduct [open call] schema /title');
    expect(result.stdout).toContain('WRITES with the credential');
    expect(result.stdout).toContain('  done    submitTraceEvents: a write outside the plan');
    expect(result.stdout).toContain('  failed  terminatePlan plan 880001: deletes the plan, last');
    const json = JSON.parse(readFileSync(report, 'utf8')) as CheckReport;
    expect(json.violationCount).toBeGreaterThanOrEqual(BROKEN_SETS[0]?.kinds.length ?? 1);
    const junit = readFileSync(join(reportDir, 'broken.junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="contract:check" tests="\d+" failures="[1-9]\d*"/);
    expect(junit).toContain('<failure message="/data/0/zip"');
    expect(junit).toContain('reproduce: curl');
    expect(junit).toMatch(
      /<skipped message="no --origin: the CORS checks need the storefront origin"\/>/,
    );
  });

  it('exits 0 against the mock backend', async () => {
    mock.setScenario('active');
    const result = await command(['--base-url', mock.url, '--token', TOKEN, '--allow-writes']);
    expect(result.stdout).toMatch(/\n\d+ calls, 0 violations/);
    expect(result.code).toBe(0);
  });

  it('exits 2 without a credential, unless --public-only says only the public checks are meant', async () => {
    const missing = await command(['--base-url', mock.url]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain('no credential: give --token (or CONTRACT_CHECK_TOKEN)');
    const publicOnly = await command(['--base-url', mock.url, '--public-only']);
    expect(publicOnly.stdout).toContain('no --token: only refusals and unsecured calls');
    expect(publicOnly.code).toBe(0);
  });

  it('exits 3 when the backend answers nothing at all', async () => {
    const server = createServer();
    const host = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const result = await command(['--base-url', `http://${host}`, '--token', TOKEN]);
    expect(result.stdout).toContain(`connection refused: nothing listens on ${host}`);
    expect(result.stdout).toContain('did not answer any call (exit 3)');
    expect(result.code).toBe(3);
  });

  it('exits 2 with the usage when --base-url is missing', async () => {
    const result = await command(['--token', TOKEN]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('--base-url is required');
  });
});
