import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS, OPERATION_IDS } from '#mocks/operations.ts';
import { SCENARIO_NAMES } from '#mocks/scenarios/registry.ts';
import { validateRequestBody } from '#scripts/contract/openapi-validator.ts';
import { SAMPLE_REQUESTS, defaultSampleContext } from '#scripts/contract/sample-requests.ts';
import type { CheckReport } from '#scripts/contract-check/check-types.ts';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import {
  BROKEN_KINDS,
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

let broken: BrokenBackend;
let mock: MockHttpServer;
let reportDir: string;

beforeAll(async () => {
  broken = await startBrokenBackend();
  mock = await startMockHttpServer({ scenario: 'active' });
  reportDir = mkdtempSync(join(tmpdir(), 'contract-check-'));
});

// Every run starts from the same account: a run with writes deletes the plan at its end.
beforeEach(() => {
  broken.mock.useScenario('active');
});

afterAll(async () => {
  await broken.close();
  await mock.close();
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
  it(`catches all ${BROKEN_KINDS.length} kinds of violation, each at its operation and path, and nothing else`, async () => {
    expect(new Set(BROKEN_KINDS.map((kind) => kind.kind)).size).toBeGreaterThanOrEqual(15);
    const report = await runContractCheck({
      baseUrl: broken.url,
      token: TOKEN,
      allowWrites: true,
    });
    const found = where(report);
    for (const kind of BROKEN_KINDS) {
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
          !BROKEN_KINDS.some(
            (kind) =>
              kind.operationId === violation.operationId &&
              kind.credential === violation.credential,
          ),
      ),
    ).toEqual([]);
  });

  it('gives the expected and the actual value of a violation', async () => {
    const report = await runContractCheck({ baseUrl: broken.url, token: TOKEN });
    const plan = report.probes.find(
      (probe) => probe.operationId === 'queryAutoShipPlan' && probe.credential,
    );
    expect(plan?.violations).toContainEqual({
      operationId: 'queryAutoShipPlan',
      credential: true,
      check: 'schema',
      path: '/data/status',
      expected: 'one of [0,1,2]',
      actual: '7',
    });
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

describe('contract:check against the project mock backend', () => {
  it.each(SCENARIO_NAMES)('reports 0 violations in scenario %s', async (scenario) => {
    mock.useScenario(scenario, scenario === 'slow' ? { latencyMs: 5 } : {});
    const report = await runContractCheck({ baseUrl: mock.url, token: TOKEN, allowWrites: true });
    expect(where(report)).toEqual([]);
    // Every operation was called, and every secured one also without the credential.
    expect(new Set(report.probes.map((probe) => probe.operationId))).toEqual(
      new Set(OPERATION_IDS),
    );
    expect(report.probes.filter((probe) => !probe.credential)).toHaveLength(
      OPERATION_IDS.filter((id) => OPERATIONS[id].secured).length,
    );
  });
});

describe('contract:check and the envelope 401/403 inside HTTP 200', () => {
  it('takes an envelope code 401 in HTTP 200 as a refusal (the app treats it as HTTP 401)', async () => {
    mock.useScenario('active');
    // A backend that refuses inside the envelope: HTTP 200, code 401, for a call without credential.
    const server = createServer((incoming, outgoing) => {
      void (async () => {
        if (!incoming.headers.authorization) {
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
        });
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const report = await runContractCheck({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN });
      const refusals = report.probes.filter((probe) => !probe.credential);
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
    expect(result.stdout).toMatch(/queryAutoShipPlan \[with credential\] schema \/data\/status/);
    expect(result.stdout).toContain('expected: one of [0,1,2]');
    const json = JSON.parse(readFileSync(report, 'utf8')) as CheckReport;
    expect(json.violationCount).toBeGreaterThanOrEqual(BROKEN_KINDS.length);
    const junit = readFileSync(join(reportDir, 'broken.junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="contract:check" tests="\d+" failures="[1-9]\d*"/);
    expect(junit).toContain('<failure message="/data/status"');
  });

  it('exits 0 against the mock backend', async () => {
    mock.useScenario('active');
    const result = await command(['--base-url', mock.url, '--token', TOKEN, '--allow-writes']);
    expect(result.stdout).toMatch(/34 calls, 0 violations/);
    expect(result.code).toBe(0);
  });

  it('exits 2 with the usage when --base-url is missing', async () => {
    const result = await command(['--token', TOKEN]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('--base-url is required');
  });
});
