/**
 * The same mock handlers over real HTTP, for tests that need a server (another process, a
 * browser page on another origin, a tool that cannot use MSW's interception). A small node:http
 * server hands each request to MSW's `getResponse` with the handlers of mocks/handlers, bound to
 * a store of its own. CORS is open (any origin, the Authorization and Prefer headers).
 *
 *   const mock = await startMockHttpServer({ scenario: 'paused' });
 *   await fetch(`${mock.url}/autoShip/queryAutoShipPlan?region=us`, { headers: { Authorization: 'Bearer t' } });
 *   mock.setScenario('active'); mock.store.traceEvents(); await mock.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { logAnswer } from './answer-log.ts';
import { OPERATIONS, operationForPath } from './operations.ts';
import { createHandlers } from './handlers/index.ts';
import { seedScenario } from './scenarios/apply.ts';
import {
  DEFAULT_SCENARIO,
  getScenario,
  scenarioFaults,
  type ScenarioOptions,
} from './scenarios/registry.ts';
import { secondShopperSeed } from './second-shopper.ts';
import { createMockStore, type MockStore } from './store.ts';

export interface MockHttpServerOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** The scenario the store starts with (default `active`). */
  /** A built-in's name or a scenario file's (mocks/scenarios/files/). */
  scenario?: string;
  scenarioOptions?: ScenarioOptions;
  /** The store to answer from (default: a fresh one of its own). */
  store?: MockStore;
  /**
   * The shoppers' credentials the backend knows (default: any bearer is a signed-in shopper). With
   * a list, a secured call carrying another bearer is refused with 401, as a real backend does a
   * forged or expired credential.
   */
  credentials?: readonly string[];
  /**
   * A second shopper's credential: its calls are answered from a store of its own, seeded with
   * the same scenario under other ids (mocks/second-shopper.ts), as a backend keeps two accounts.
   */
  otherCredential?: string;
  /**
   * The origin the handlers see (default: the server's own): where a client reaches the mock
   * (behind an HTTPS proxy, or under a host name). The hosted-payment stand-in's URL points there.
   */
  publicOrigin?: string;
}

export interface MockHttpServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234. */
  url: string;
  store: MockStore;
  /** The second shopper's store (`otherCredential`), or null. */
  otherStore: MockStore | null;
  /** Seeds the store with another scenario (a fresh state). */
  setScenario(name: string, options?: ScenarioOptions): void;
  close(): Promise<void>;
}

/** Seeds both shoppers' stores with the scenario again (docs/contract-check.md). */
export const MOCK_RESET_PATH = '/__mock/reset';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Prefer',
  'Access-Control-Max-Age': '600',
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Methods a fetch Request cannot carry (TRACE, CONNECT): HTTP's answer is 405 with Allow. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']);

function bearerOf(incoming: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)/i.exec(incoming.headers.authorization ?? '')?.[1];
}

/** The bearer of a secured call the backend does not know, or null (none, or one it knows). */
function unknownBearer(
  incoming: IncomingMessage,
  credentials: readonly string[] | undefined,
): string | null {
  if (credentials === undefined) return null;
  const bearer = bearerOf(incoming);
  if (!bearer || credentials.includes(bearer)) return null;
  const operationId = operationForPath(
    incoming.method ?? 'GET',
    new URL(incoming.url ?? '/', 'http://mock').pathname,
  );
  return operationId !== undefined && OPERATIONS[operationId].secured ? bearer : null;
}

/** openapi.yaml info.description: an answer to a secured call is never stored by a cache. */
function personal(incoming: IncomingMessage): Record<string, string> {
  const operationId = operationForPath(
    incoming.method ?? 'GET',
    new URL(incoming.url ?? '/', 'http://mock').pathname,
  );
  return operationId !== undefined && OPERATIONS[operationId].secured
    ? { 'Cache-Control': 'no-store' }
    : {};
}

async function send(outgoing: ServerResponse, response: Response, cors: Record<string, string>) {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<MockHttpServer> {
  const store = options.store ?? createMockStore();
  const other = options.otherCredential;
  const otherStore = other === undefined ? null : createMockStore();
  let seeded: { name: string; options: ScenarioOptions } | null = null;
  const seed = (name: string, scenarioOptions: ScenarioOptions = {}) => {
    seeded = { name, options: scenarioOptions };
    const scenario = getScenario(name);
    seedScenario(store, scenario, scenarioOptions);
    otherStore?.reset(
      scenario.name,
      secondShopperSeed(scenario.seed()),
      scenarioFaults(scenario, scenarioOptions),
    );
  };
  seed(options.scenario ?? DEFAULT_SCENARIO, options.scenarioOptions);
  const handlers = createHandlers(store);
  const otherHandlers = otherStore === null ? null : createHandlers(otherStore);
  const known = other === undefined ? options.credentials : [...(options.credentials ?? []), other];
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const server = createServer((incoming, outgoing) => {
    const cors = {
      ...CORS_HEADERS,
      'Access-Control-Allow-Origin': incoming.headers.origin ?? '*',
      ...personal(incoming),
    };
    // contract:check --allow-writes deletes the plan: this puts the scenario back for another run.
    if (incoming.method === 'POST' && incoming.url === MOCK_RESET_PATH && seeded !== null) {
      seed(seeded.name, seeded.options);
      outgoing.writeHead(204, cors);
      outgoing.end();
      return;
    }
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors);
      outgoing.end();
      return;
    }
    if (!METHODS.has(incoming.method ?? 'GET')) {
      outgoing.writeHead(405, { ...cors, Allow: 'GET, POST, OPTIONS' });
      outgoing.end();
      return;
    }
    if (unknownBearer(incoming, known) !== null) {
      outgoing.writeHead(401, { ...cors, 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ code: 401, msg: 'Unauthorized', data: null }));
      return;
    }
    void (async () => {
      try {
        const request = await toFetchRequest(incoming, options.publicOrigin ?? origin);
        const second = otherHandlers !== null && bearerOf(incoming) === other;
        const response = await getResponse(second ? otherHandlers : handlers, request);
        if (response) {
          await logAnswer(request, response, store.scenario);
          await send(outgoing, response, cors);
          return;
        }
        // As onUnhandledRequest 'error': a request no handler answers is a bug, said loudly.
        const message = `no mock handler for ${request.method} ${new URL(request.url).pathname}`;
        console.error(`[mock http server] ${message}`);
        await send(outgoing, Response.json({ message }, { status: 404 }), cors);
      } catch (error) {
        console.error('[mock http server]', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, cors);
        outgoing.end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    store,
    otherStore,
    setScenario: seed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
