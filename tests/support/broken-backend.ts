/**
 * A deliberately non-conforming reference backend, for proving that `npm run contract:check`
 * catches what matters: the project's mock HTTP server behind a proxy that breaks chosen answers,
 * one kind of violation each, and says where the checker must report it. The kinds come in sets
 * (BROKEN_SETS), each a backend of its own: one answer can only be broken one way at a time.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { operationForPath, type OperationId } from '#mocks/operations.ts';
import type { CheckName, ProbeRole } from '#scripts/contract-check/check-types.ts';
import { onContract } from './on-contract.ts';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** Other headers of the answer (CORS, Location, Content-Encoding), lower-case names. */
  headers: Record<string, string>;
}

export type Json = Record<string, unknown>;

export interface BrokenKind {
  kind: string;
  operationId: OperationId;
  /** Which of the checker's two calls is broken: with or without the credential. */
  credential: boolean;
  /** Where the checker must report it. */
  check: CheckName;
  path: string;
  /** Breaks the answer to the browser's preflight (OPTIONS) of the call instead of the call. */
  preflight?: boolean;
  /** Caught only when the checker runs with `--origin` (a CORS fault). */
  cors?: boolean;
  /** What the checker says of the call at fault, when more than with/without (a forged credential…). */
  role?: ProbeRole;
  /**
   * Breaks the request before the mock sees it (a field dropped, the credential swapped), or
   * answers it instead of the mock (a write that does nothing): an Answer is sent as it is. Only
   * a request on the contract, unless `offContract` (a mistake in refusing a bad request).
   */
  request?(call: BrokenCall): Answer | undefined;
  offContract?: boolean;
  break(answer: Answer, call: BrokenCall): Answer;
}

export interface BrokenCall {
  headers: Headers;
  /** The JSON body, editable in place (undefined for a GET or a form). */
  body: Json | undefined;
  pathname: string;
  /** The query, editable in place: what is left of it is sent on to the mock. */
  search: URLSearchParams;
  mock: MockHttpServer;
}

/** A success envelope as a backend on the contract answers it (CORS open, not stored). */
export function successAnswer(data: unknown = null): Answer {
  return {
    status: 200,
    contentType: 'application/json',
    text: JSON.stringify({ code: 200, msg: 'success', data }),
    headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
  };
}

function isJson(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function editJson(edit: (body: Json) => void) {
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

/** The first wave: what a backend gets wrong in the shape of its answers. */
const SHAPE_KINDS: BrokenKind[] = [
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
    credential: false,
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
    // An open call: the checker sends it no credential.
    credential: false,
    check: 'schema',
    path: '/title',
    break: editJson((body) => {
      body.title = null;
    }),
  },
];

const SYSTEM_BUSY = { code: 5000, msg: 'system busy', data: null };

/**
 * The second wave: a backend that answers listed failures, empty or null successes, loose
 * addresses and payment URLs, redirects, broken encodings and no CORS.
 */
const FAILURE_KINDS: BrokenKind[] = [
  {
    kind: 'a listed failure code on a read the account must be able to make',
    operationId: 'queryCustomerAddress',
    credential: true,
    check: 'outcome',
    path: '/code',
    break: (answer) => ({ ...answer, text: JSON.stringify(SYSTEM_BUSY) }),
  },
  {
    kind: 'a listed 4000 on a write',
    operationId: 'changePlan',
    credential: true,
    check: 'outcome',
    path: '/code',
    break: (answer) => ({
      ...answer,
      text: JSON.stringify({ code: 4000, msg: 'region is required', data: null }),
    }),
  },
  {
    kind: 'a listed failure as HTTP 500 on a read',
    operationId: 'queryNextPayDt',
    credential: true,
    check: 'outcome',
    path: '(status)',
    break: (answer) => ({
      ...answer,
      status: 500,
      text: JSON.stringify({ code: 500, msg: 'Internal server error', data: null }),
    }),
  },
  {
    kind: 'an empty 200 body',
    operationId: 'pausePlan',
    credential: true,
    check: 'json',
    path: '(body)',
    break: (answer) => ({ ...answer, text: '' }),
  },
  {
    kind: 'a success with data null for the payment URL',
    operationId: 'completeInfoAndGetPayUrl',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = null;
    }),
  },
  {
    kind: 'a success with data null for toCheckoutCar',
    operationId: 'toCheckoutCar',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = null;
    }),
  },
  {
    kind: 'a success with data null for the product info',
    operationId: 'getShopifyProductInfo',
    credential: false,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = null;
    }),
  },
  {
    kind: 'a payment URL on http:',
    operationId: 'checkout',
    credential: true,
    check: 'schema',
    path: '/data/worldPayUrl',
    break: editJson((body) => {
      data(body).worldPayUrl = 'http://pay.example.com/session/1';
    }),
  },
  {
    kind: 'a redirect to a login page',
    operationId: 'queryOrders',
    credential: true,
    check: 'status',
    path: '(location)',
    break: (answer) => ({
      ...answer,
      status: 302,
      contentType: 'text/html',
      text: '',
      headers: { ...answer.headers, location: 'https://login.example.com/?return_to=%2F' },
    }),
  },
  {
    kind: 'a gzip body that does not decode',
    operationId: 'terminatePlan',
    credential: true,
    check: 'transport',
    path: '(body)',
    break: (answer) => ({
      ...answer,
      text: 'this is not gzip',
      headers: { ...answer.headers, 'content-encoding': 'gzip' },
    }),
  },
  {
    kind: 'an answer without Access-Control-Allow-Origin',
    operationId: 'restartPlan',
    credential: true,
    check: 'cors',
    path: '(answer) Access-Control-Allow-Origin',
    cors: true,
    break: (answer) => ({ ...answer, headers: withoutCors(answer.headers) }),
  },
  {
    kind: 'a preflight that does not allow the Authorization header',
    operationId: 'submitTraceEvent',
    credential: true,
    check: 'cors',
    path: '(preflight) Access-Control-Allow-Headers',
    preflight: true,
    cors: true,
    break: (answer) => ({
      ...answer,
      headers: { ...answer.headers, 'access-control-allow-headers': 'Content-Type' },
    }),
  },
  {
    kind: 'a preflight the backend does not answer',
    operationId: 'changePlan',
    credential: true,
    check: 'cors',
    path: '(preflight) status',
    preflight: true,
    cors: true,
    break: (answer) => ({ ...answer, status: 405, headers: withoutCors(answer.headers) }),
  },
];

/** The third wave: the same calls broken in other ways. */
const LOOSE_KINDS: BrokenKind[] = [
  {
    kind: 'a renamed address1',
    operationId: 'queryCustomerAddress',
    credential: true,
    check: 'schema',
    path: '/data/0/address1',
    break: editJson((body) => {
      const address = firstOf(body.data);
      address.address_1 = address.address1;
      delete address.address1;
    }),
  },
  {
    kind: 'an empty product handle',
    operationId: 'getShopifyProductInfo',
    credential: false,
    check: 'schema',
    path: '/data/handle',
    break: editJson((body) => {
      data(body).handle = '';
    }),
  },
  {
    kind: 'a javascript: payment URL',
    operationId: 'completeInfoAndGetPayUrl',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = 'javascript:alert(document.cookie)';
    }),
  },
  {
    kind: 'a success with data null for the next pay date',
    operationId: 'queryNextPayDt',
    credential: true,
    check: 'schema',
    path: '/data',
    break: editJson((body) => {
      body.data = null;
    }),
  },
  {
    kind: 'a system-busy failure on every call of the trace',
    operationId: 'submitTraceEvent',
    credential: true,
    check: 'outcome',
    path: '/code',
    break: (answer) => ({ ...answer, text: JSON.stringify(SYSTEM_BUSY) }),
  },
  {
    kind: 'an empty answer to a refusal',
    operationId: 'queryCustomerAddress',
    credential: false,
    check: 'json',
    path: '(body)',
    break: (answer) => ({ ...answer, text: '' }),
  },
];

/**
 * A plan and an address read off the contract: the checker names them, does not write the
 * address back, and does not pause a plan whose status it cannot tell.
 */
const WRAPPED_KINDS: BrokenKind[] = [
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
    kind: 'an envelope inside the envelope',
    operationId: 'getPlanAddress',
    credential: true,
    check: 'schema',
    path: '/data/address1',
    break: editJson((body) => {
      body.data = { code: 200, msg: 'success', data: body.data };
    }),
  },
];

export const BROKEN_SETS: { name: string; kinds: BrokenKind[] }[] = [
  { name: 'answers off their shape', kinds: SHAPE_KINDS },
  { name: 'failures, empty answers, redirects, encodings and CORS', kinds: FAILURE_KINDS },
  { name: 'loose addresses, handles and payment URLs', kinds: LOOSE_KINDS },
  { name: 'an envelope inside the envelope', kinds: WRAPPED_KINDS },
];

export const BROKEN_KINDS: BrokenKind[] = BROKEN_SETS.flatMap((set) => set.kinds);

function withoutCors(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')),
  );
}

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

/** The headers of the mock's answer the proxy passes on (its own framing aside). */
const PASSED_HEADERS = /^(access-control-|location$|content-encoding$|cache-control$)/;

export interface BrokenBackendOptions {
  /** The credentials the mock knows (default: any bearer); a call with one of them is "with". */
  credentials?: readonly string[];
  /** The scenario the mock starts in (default `active`). */
  scenario?: string;
}

/**
 * Starts the mock (scenario `active`) and the breaking proxy in front of it, on free ports,
 * breaking the calls of `kinds` (default: the first set).
 */
export async function startBrokenBackend(
  kinds: readonly BrokenKind[] = SHAPE_KINDS,
  options: BrokenBackendOptions = {},
): Promise<BrokenBackend> {
  const mock = await startMockHttpServer({
    scenario: options.scenario ?? 'active',
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
  });
  const known = (authorization: string | null) => {
    const bearer = /^Bearer\s+(\S+)/i.exec(authorization ?? '')?.[1];
    if (bearer === undefined) return false;
    return options.credentials === undefined || options.credentials.includes(bearer);
  };
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', mock.url);
      const method = incoming.method ?? 'GET';
      const preflight = method === 'OPTIONS';
      const operationId = preflight
        ? (operationForPath('GET', url.pathname) ?? operationForPath('POST', url.pathname))
        : operationForPath(method, url.pathname);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      // A preflight carries no credential: it is broken for the call that will carry one.
      const credential =
        known(headers.get('authorization')) ||
        (preflight &&
          (headers.get('access-control-request-headers') ?? '').includes('authorization'));
      const matching = kinds.filter(
        (kind) =>
          kind.operationId === operationId &&
          kind.credential === credential &&
          (kind.preflight ?? false) === preflight,
      );
      if (matching.some((kind) => kind.kind === 'missing auth check')) {
        headers.set('authorization', `Bearer ${options.credentials?.[0] ?? 'skipped-check'}`);
      }
      let body =
        method === 'GET' || preflight ? undefined : new Uint8Array(await readBody(incoming));
      const json = (headers.get('content-type') ?? '').includes('json') && body !== undefined;
      const parsed: unknown = json ? JSON.parse(Buffer.from(body ?? []).toString()) : undefined;
      const call: BrokenCall = {
        headers,
        body: isJson(parsed) ? parsed : undefined,
        pathname: url.pathname,
        search: url.searchParams,
        mock,
      };
      const valid =
        operationId !== undefined &&
        !preflight &&
        (await onContract(operationId, url, { method, headers, body }));
      let own: Answer | undefined;
      for (const kind of matching) {
        if (valid || kind.offContract === true) own ??= kind.request?.(call);
      }
      if (own !== undefined) {
        outgoing.writeHead(own.status, { ...own.headers, 'content-type': own.contentType });
        outgoing.end(own.text);
        return;
      }
      if (json && call.body !== undefined) {
        body = new TextEncoder().encode(JSON.stringify(call.body));
        headers.delete('content-length');
      }
      const response = await fetch(url, { method, headers, body, redirect: 'manual' });
      const passed: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (PASSED_HEADERS.test(name)) passed[name] = value;
      });
      let answer: Answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: await response.text(),
        headers: passed,
      };
      for (const kind of matching) {
        try {
          answer = kind.break(answer, call);
        } catch {
          // The answer lacks what the kind breaks (the read back of a deleted plan): left as is.
        }
      }
      for (const addition of UNKNOWN_FIELDS) {
        if (addition.operationId === operationId && credential && !preflight) {
          answer = editJson(addition.add)(answer);
        }
      }
      outgoing.writeHead(answer.status, {
        ...answer.headers,
        ...(answer.contentType === '' ? {} : { 'content-type': answer.contentType }),
      });
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
