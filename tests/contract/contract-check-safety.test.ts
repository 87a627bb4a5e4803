import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { selfSignedTls } from '#tests/support/self-signed-tls.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS } from '#mocks/operations.ts';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { NO_SUCH_PLAN_ID } from '#scripts/contract-check/probe-plan.ts';
import type { CheckReport } from '#scripts/contract-check/check-types.ts';

/**
 * `npm run contract:check` on staging: what it writes, to which plan, in which order; what it
 * says when there is no answer at all; and that valid but unusual backends pass.
 */
const TOKEN = 'contract-check-token';
const ORIGIN = 'https://shop.example.com';

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active', credentials: [TOKEN] });
});

beforeEach(() => {
  mock.setScenario('active');
});

afterAll(async () => {
  await mock.close();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Forwarded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A proxy in front of the mock that rewrites each request and answer as `change` says. */
function proxy(
  change: {
    path?: (path: string) => string;
    request?: (headers: Headers) => void;
    answer?: (answer: Forwarded, path: string) => Forwarded;
  } = {},
): Server {
  return createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    void (async () => {
      const path = (change.path ?? ((p) => p))(incoming.url ?? '/');
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      change.request?.(headers);
      const method = incoming.method ?? 'GET';
      const body = method === 'GET' || method === 'OPTIONS' ? undefined : await readBody(incoming);
      const response = await fetch(new URL(path, mock.url), {
        method,
        headers,
        body: body === undefined ? undefined : new Uint8Array(body),
      });
      const answerHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['content-length', 'transfer-encoding', 'connection'].includes(name))
          answerHeaders[name] = value;
      });
      let answer: Forwarded = {
        status: response.status,
        headers: answerHeaders,
        body: Buffer.from(await response.arrayBuffer()),
      };
      answer = change.answer?.(answer, path) ?? answer;
      outgoing.writeHead(answer.status, answer.headers);
      outgoing.end(answer.body);
    })().catch(() => {
      outgoing.writeHead(502);
      outgoing.end();
    });
  });
}

function violations(report: CheckReport) {
  return report.probes.flatMap((probe) =>
    probe.violations.map((v) => `${v.operationId} ${v.check} ${v.path}: ${v.actual}`),
  );
}

describe('contract:check --allow-writes on staging', () => {
  it('writes nothing to a plan when the account has none, and says so', async () => {
    mock.setScenario('no-plan');
    const report = await runContractCheck({ baseUrl: mock.url, token: TOKEN, allowWrites: true });
    expect(violations(report)).toEqual([]);
    expect(report.notes.join('\n')).toMatch(/the account has no plan.*plan writes are skipped/);
    expect(report.writes.filter((w) => w.outcome === 'skipped').map((w) => w.operationId)).toEqual(
      expect.arrayContaining(['pausePlan', 'checkout', 'terminatePlan']),
    );
    // No call with the credential named a plan; the refusals named one that cannot exist (a
    // request off the contract names none: plan 0, or not a number).
    for (const probe of report.probes.filter(
      (p) => /^\/autoShip\/.*\/\d+/.test(new URL(p.url).pathname) && p.role !== 'bad-request',
    )) {
      expect(probe.url, probe.operationId).toContain(`/${NO_SUCH_PLAN_ID}`);
    }
  });

  it('writes to the plan --plan-id names when the reads find none', async () => {
    mock.setScenario('no-plan');
    const report = await runContractCheck({
      baseUrl: mock.url,
      token: TOKEN,
      allowWrites: true,
      planId: 880123,
    });
    expect(report.notes.join('\n')).toContain('plan 880123 (--plan-id) is the one written to');
    const terminate = report.probes.find(
      (p) => p.operationId === 'terminatePlan' && p.credential && p.role === undefined,
    );
    expect(terminate?.url).toContain('/autoShip/terminatePlan/880123?');
    // Its status is unknown: no pause and restart.
    expect(report.writes.find((w) => w.operationId === 'pausePlan')?.outcome).toBe('skipped');
  });

  it('deletes nothing through a backend that forgets the credential check, and terminates last', async () => {
    // Every call reaches the mock as the signed-in shopper, whatever it carried.
    const hole = proxy({ request: (headers) => headers.set('authorization', `Bearer ${TOKEN}`) });
    const url = `http://${await listen(hole)}`;
    try {
      const report = await runContractCheck({ baseUrl: url, token: TOKEN, allowWrites: true });
      const refusalsFailed = report.probes.filter((p) => p.checks.auth === 'fail');
      expect(refusalsFailed.length).toBe(
        report.probes.filter((p) => !p.credential && OPERATIONS[p.operationId].secured).length,
      );
      // The plan-deleting refusal probe asked about a plan that cannot exist: the plan was
      // still there for every later call, and only the last call deleted it.
      const plan = report.probes.filter((p) => p.credential && p.operationId !== 'terminatePlan');
      expect(plan.every((p) => p.checks.outcome !== 'fail')).toBe(true);
      // Only the read back and the call on the deleted plan come after it.
      expect(report.probes.filter((p) => p.role === undefined).at(-1)).toMatchObject({
        operationId: 'terminatePlan',
        credential: true,
      });
      expect(report.writes.filter((w) => w.expectCode === undefined).at(-1)).toMatchObject({
        operationId: 'terminatePlan',
        outcome: 'done',
      });
    } finally {
      await close(hole);
    }
  });

  it('runs the same backend without --allow-writes and changes nothing', async () => {
    const before = JSON.stringify(mock.store.snapshot());
    const report = await runContractCheck({ baseUrl: mock.url, token: TOKEN });
    expect(report.writes).toEqual([]);
    expect(JSON.stringify(mock.store.snapshot())).toBe(before);
  });
});

describe('contract:check names why there was no answer', () => {
  const one = (report: CheckReport) => report.probes[0]?.violations[0];

  it('connection refused', async () => {
    const server = createServer();
    const host = await listen(server);
    await close(server);
    const report = await runContractCheck({ baseUrl: `http://${host}` });
    expect(one(report)).toMatchObject({
      check: 'transport',
      path: '(request)',
      actual: `connection refused: nothing listens on ${host}`,
    });
  });

  it('a name that does not resolve', async () => {
    const report = await runContractCheck({ baseUrl: 'http://contract-check.invalid' });
    expect(one(report)?.actual).toBe('DNS: the name contract-check.invalid does not resolve');
  });

  it('a certificate the client does not trust', async () => {
    const server = createHttpsServer(selfSignedTls(), (_request, response) => response.end('{}'));
    const host = await listen(server as unknown as Server);
    try {
      const report = await runContractCheck({ baseUrl: `https://${host}` });
      expect(one(report)?.actual).toMatch(/^TLS: DEPTH_ZERO_SELF_SIGNED_CERT: self[- ]signed/);
    } finally {
      await close(server as unknown as Server);
    }
  });

  it('a backend that never answers', async () => {
    const server = createServer(() => undefined);
    const host = await listen(server);
    try {
      const report = await runContractCheck({ baseUrl: `http://${host}`, timeoutMs: 200 });
      expect(one(report)?.actual).toBe('timeout: no answer within 200 ms');
    } finally {
      await close(server);
    }
  });
});

describe('contract:check passes valid but unusual backends', () => {
  const unusual: [string, Parameters<typeof proxy>[0]][] = [
    [
      'every answer gzip-encoded',
      {
        answer: (answer) => ({
          ...answer,
          headers: { ...answer.headers, 'content-encoding': 'gzip' },
          body: gzipSync(answer.body),
        }),
      },
    ],
    ['under a path prefix (/api/v2)', { path: (path) => path.replace(/^\/api\/v2/, '') }],
    [
      'fields in reverse order, integers written 1.0, extra fields',
      {
        answer: (answer) => {
          if (!answer.headers['content-type']?.includes('json')) return answer;
          const reverse = (value: unknown): unknown =>
            Array.isArray(value)
              ? value.map(reverse)
              : value !== null && typeof value === 'object'
                ? Object.fromEntries(
                    Object.entries(value)
                      .reverse()
                      .map(([key, inner]) => [key, reverse(inner)]),
                  )
                : value;
          const body = reverse(JSON.parse(answer.body.toString())) as Record<string, unknown>;
          const text = JSON.stringify({ traceId: 'abc', ...body }).replace(
            /"code":200\b/,
            '"code":200.0',
          );
          return { ...answer, body: Buffer.from(text) };
        },
      },
    ],
    [
      'CORS by wildcard (Authorization named, as the browser needs)',
      {
        answer: (answer) => ({
          ...answer,
          headers: {
            ...answer.headers,
            'access-control-allow-origin': '*',
            'access-control-allow-headers': '*, Authorization',
          },
        }),
      },
    ],
  ];

  it.each(unusual)('%s', async (name, change) => {
    const server = proxy(change);
    const host = await listen(server);
    try {
      const base = `http://${host}${name.includes('/api/v2') ? '/api/v2' : ''}`;
      const report = await runContractCheck({
        baseUrl: base,
        token: TOKEN,
        allowWrites: true,
        origin: ORIGIN,
      });
      expect(violations(report)).toEqual([]);
      expect(report.writes.every((write) => write.outcome === 'done')).toBe(true);
    } finally {
      await close(server);
    }
  });
});
