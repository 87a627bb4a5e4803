/**
 * A deliberately non-conforming reference backend, for proving that `npm run contract:check`
 * catches what matters: the project's mock HTTP server behind a proxy that breaks chosen answers,
 * one kind of violation each (BROKEN_KINDS), and says where the checker must report it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { operationForPath, type OperationId } from '#mocks/operations.ts';
import type { CheckName } from '#scripts/contract-check/check-types.ts';

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

type Json = Record<string, unknown>;

export interface BrokenKind {
  kind: string;
  operationId: OperationId;
  /** Which of the checker's two calls is broken: with or without the credential. */
  credential: boolean;
  /** Where the checker must report it. */
  check: CheckName;
  path: string;
  break(answer: Answer): Answer;
}

function editJson(edit: (body: Json) => void) {
  return (answer: Answer): Answer => {
    const body = JSON.parse(answer.text) as Json;
    edit(body);
    return { ...answer, text: JSON.stringify(body) };
  };
}

function data(body: Json): Json {
  return body.data as Json;
}

function firstOf(list: unknown): Json {
  return (list as Json[])[0] as Json;
}

export const BROKEN_KINDS: BrokenKind[] = [
  {
    kind: 'wrong type',
    operationId: 'queryCustomerAddress',
    credential: true,
    check: 'schema',
    path: '/data/0/zip',
    break: editJson((body) => {
      firstOf(body.data).zip = 94103;
    }),
  },
  {
    kind: 'enum out of range',
    operationId: 'queryAutoShipPlan',
    credential: true,
    check: 'schema',
    path: '/data/status',
    break: editJson((body) => {
      data(body).status = 7;
    }),
  },
  {
    kind: 'number below its minimum',
    operationId: 'queryAutoShipPlan',
    credential: true,
    check: 'schema',
    path: '/data/orderItemList/0/variantNum',
    break: editJson((body) => {
      firstOf(data(body).orderItemList).variantNum = -1;
    }),
  },
  {
    kind: 'missing required field',
    operationId: 'getShopifyProductInfo',
    credential: true,
    check: 'schema',
    path: '/data/handle',
    break: editJson((body) => {
      delete data(body).handle;
    }),
  },
  {
    kind: 'missing required field in a list item',
    operationId: 'toCheckoutCar',
    credential: true,
    check: 'schema',
    path: '/data/noInventoryList/0/variantId',
    break: editJson((body) => {
      data(body).noInventoryList = [{ productId: 7400002 }];
    }),
  },
  {
    kind: 'wrong date format',
    operationId: 'queryNextPayDt',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = '22/12/2026';
    }),
  },
  {
    kind: 'undocumented status',
    operationId: 'getPlanAddress',
    credential: true,
    check: 'status',
    path: '(status)',
    break: (answer) => ({ ...answer, status: 404 }),
  },
  {
    kind: 'wrong content type',
    operationId: 'queryOrders',
    credential: true,
    check: 'content-type',
    path: '(content-type)',
    break: (answer) => ({ ...answer, contentType: 'text/html; charset=utf-8' }),
  },
  {
    kind: 'body is not JSON',
    operationId: 'terminatePlan',
    credential: true,
    check: 'json',
    path: '(body)',
    break: (answer) => ({ ...answer, text: '<html><body>Plan deleted</body></html>' }),
  },
  {
    kind: 'envelope code as a string',
    operationId: 'changePlan',
    credential: true,
    check: 'envelope',
    path: '/code',
    break: editJson((body) => {
      body.code = '200';
    }),
  },
  {
    kind: 'success with a non-200 code',
    operationId: 'pausePlan',
    credential: true,
    check: 'envelope',
    path: '/code',
    break: editJson((body) => {
      body.code = 0;
    }),
  },
  {
    kind: 'undocumented failure code',
    operationId: 'changePlanAddress',
    credential: true,
    check: 'envelope',
    path: '/code',
    break: editJson((body) => {
      body.code = 7777;
      body.msg = 'Something unusual';
      body.data = null;
    }),
  },
  {
    kind: 'envelope without msg',
    operationId: 'submitTraceEvent',
    credential: true,
    check: 'envelope',
    path: '/msg',
    break: editJson((body) => {
      delete body.msg;
    }),
  },
  {
    kind: 'missing auth check',
    operationId: 'restartPlan',
    credential: false,
    check: 'auth',
    path: '(status)',
    // The proxy forwards this call with a credential of its own: the backend "forgot" to check.
    break: (answer) => answer,
  },
  {
    kind: 'refusal that is not an envelope',
    operationId: 'queryCustomerAddress',
    credential: false,
    check: 'envelope',
    path: '/code',
    break: (answer) => ({ ...answer, text: JSON.stringify({ error: 'unauthorized' }) }),
  },
  {
    kind: 'checkout with neither a payment URL nor an out-of-stock list',
    operationId: 'checkout',
    credential: true,
    check: 'either-or',
    path: '/data',
    break: editJson((body) => {
      body.data = { planId: 880001 };
    }),
  },
  {
    kind: 'payment URL that is not a URI',
    operationId: 'completeInfoAndGetPayUrl',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = 'pay at the counter';
    }),
  },
  {
    kind: 'null where the contract allows none',
    operationId: 'getStoreProduct',
    credential: true,
    check: 'schema',
    path: '/title',
    break: editJson((body) => {
      body.title = null;
    }),
  },
];

/** Additions the contract does not list: the checker warns, never fails. */
export const UNKNOWN_FIELDS: { operationId: OperationId; path: string; add(body: Json): void }[] = [
  {
    operationId: 'submitTraceEvents',
    path: '/traceId',
    add: (body) => {
      body.traceId = 'abc-123';
    },
  },
];

export interface BrokenBackend {
  url: string;
  mock: MockHttpServer;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the mock (scenario `active`) and the breaking proxy in front of it, on free ports. */
export async function startBrokenBackend(): Promise<BrokenBackend> {
  const mock = await startMockHttpServer({ scenario: 'active' });
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', mock.url);
      const method = incoming.method ?? 'GET';
      const operationId = operationForPath(method, url.pathname);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      const credential = headers.has('authorization');
      const kinds = BROKEN_KINDS.filter(
        (kind) => kind.operationId === operationId && kind.credential === credential,
      );
      if (kinds.some((kind) => kind.kind === 'missing auth check')) {
        headers.set('authorization', 'Bearer skipped-check');
      }
      const body = method === 'GET' ? undefined : new Uint8Array(await readBody(incoming));
      const response = await fetch(url, { method, headers, body });
      let answer: Answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: await response.text(),
      };
      for (const kind of kinds) answer = kind.break(answer);
      for (const addition of UNKNOWN_FIELDS) {
        if (addition.operationId === operationId && credential) {
          answer = editJson(addition.add)(answer);
        }
      }
      outgoing.writeHead(answer.status, { 'content-type': answer.contentType });
      outgoing.end(answer.text);
    })().catch((error: unknown) => {
      console.error('[broken backend]', error);
      outgoing.writeHead(502);
      outgoing.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mock,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mock.close();
    },
  };
}
