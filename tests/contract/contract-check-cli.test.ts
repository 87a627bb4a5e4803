import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATION_IDS } from '#mocks/operations.ts';
import { cliOptions } from '#scripts/contract-check/cli-options.ts';
import { operationFlags } from '#scripts/contract-check/operation-flags.ts';
import { formatTable } from '#scripts/contract-check/report-format.ts';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { SHOPPER_TOKEN } from '#tests/support/substance-backends.ts';

/**
 * `npm run contract:check`'s flags beyond a plain run: `--fuzz N [--seed S]` (N generated
 * requests off the contract per operation, the same again for the same seed), the time limit of
 * spec section 9 as the default `--timeout`, and the report citing the contract's words.
 */
let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active', credentials: [SHOPPER_TOKEN] });
});

afterAll(async () => {
  await mock.close();
});

const badRequests = (report: Awaited<ReturnType<typeof runContractCheck>>) =>
  report.probes.filter((probe) => probe.role === 'bad-request');

describe('contract:check --fuzz', () => {
  it('takes --fuzz N and --seed S, and refuses a fuzz of 0', () => {
    const base = ['--base-url', 'http://127.0.0.1:1', '--token', SHOPPER_TOKEN];
    expect(cliOptions([...base, '--fuzz', '3', '--seed', '7']).fuzz).toEqual({ cases: 3, seed: 7 });
    expect(cliOptions(base).fuzz).toBeUndefined();
    expect(() => cliOptions([...base, '--fuzz', '0'])).toThrow(
      /--fuzz takes a whole number of 1 or more/,
    );
  });

  it('sends N more requests off the contract per operation, each refused, the same again for the same seed', async () => {
    const plain = await runContractCheck({ baseUrl: mock.url, token: SHOPPER_TOKEN });
    const runs = [];
    for (const seed of [7, 7, 8]) {
      runs.push(
        await runContractCheck({
          baseUrl: mock.url,
          token: SHOPPER_TOKEN,
          fuzz: { cases: 3, seed },
        }),
      );
    }
    const [first, again, other] = runs.map((report) =>
      badRequests(report).map((probe) => probe.curl),
    );
    const flags = operationFlags();
    const fuzzed = OPERATION_IDS.filter((id) => !flags[id].write && !flags[id].servedElsewhere);
    expect(first?.length).toBe(badRequests(plain).length + 3 * fuzzed.length);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(runs.every((report) => report.violationCount === 0)).toBe(true);
    expect(runs[0]?.notes.join('\n')).toContain('--fuzz 3 --seed 7 sends them again');
  });
});

describe('contract:check and a write whose repeat openapi.yaml does not say', () => {
  it('sends it once, and says why (a write the contract adds needs no edit of the check)', async () => {
    const report = await runContractCheck({
      baseUrl: mock.url,
      token: SHOPPER_TOKEN,
      allowWrites: true,
      operationFlags: { submitTraceEvent: { repeat: null } },
    });
    expect(report.violationCount).toBe(0);
    expect(report.notes).toContain(
      'openapi.yaml does not say what submitTraceEvent sent again does (x-repeat): not sent twice',
    );
    const repeats = report.probes.filter((probe) => probe.role === 'repeat');
    expect(repeats.map((probe) => probe.operationId)).not.toContain('submitTraceEvent');
    expect(repeats.map((probe) => probe.operationId)).toContain('submitTraceEvents');
  });
});

describe('contract:check and the time limit of spec section 9', () => {
  it("waits the storefront's timeout by default, and names spec section 9 when a call gets no answer", async () => {
    const spec = readFileSync('docs/spec.md', 'utf8');
    const limit = Number(/Request timeout (\d+) ms/.exec(spec)?.[1]);
    expect(
      cliOptions(['--base-url', 'http://127.0.0.1:1', '--token', SHOPPER_TOKEN]).timeoutMs,
    ).toBe(limit);
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const report = await runContractCheck({
        baseUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 200,
      });
      const timeout = report.probes[0]?.violations[0];
      expect(timeout).toMatchObject({ check: 'transport', rule: 'answers' });
      expect(timeout?.source).toContain('docs/spec.md section 9 "Request timeout 60000 ms"');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("contract:check's report", () => {
  it("says beside each violation the rule broken and the contract's words for it", async () => {
    const noStore = await startMockHttpServer({ scenario: 'active', credentials: [SHOPPER_TOKEN] });
    const proxy = createServer((incoming, outgoing) => {
      void fetch(new URL(incoming.url ?? '/', noStore.url), {
        headers: { authorization: incoming.headers.authorization ?? '' },
      }).then(async (response) => {
        outgoing.writeHead(response.status, {
          'content-type': response.headers.get('content-type') ?? '',
        });
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const report = await runContractCheck({
        baseUrl: `http://127.0.0.1:${port}`,
        token: SHOPPER_TOKEN,
      });
      expect(formatTable(report)).toContain(
        '      rule:     no-store, as openapi.yaml#/info/description "Every answer to a call made with the shopper\'s credential',
      );
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await noStore.close();
    }
  });
});
