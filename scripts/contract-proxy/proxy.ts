/**
 * `npm run contract:proxy`'s engine: a pass-through proxy in front of a live backend that checks
 * every call against openapi.yaml as it goes by, the API and the store each sent to its own
 * upstream. Bytes in, bytes out: the request (the credential included), the browser's preflight
 * and the answer (status, headers, body, even an empty or unparseable one) pass unchanged, and
 * each violation is printed as it happens, with the checks of `npm run contract:check`
 * (answer-checks.ts) and the contract's request schemas.
 *
 * Written by hand rather than with Prism's proxy: Prism answers preflights itself and turns an
 * answer it cannot parse into its own HTTP 500, so the client would not see the backend's.
 */
import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { OPERATIONS, operationForPath, type OperationId } from '#mocks/operations.ts';
import { validateRequestBody } from '#scripts/contract/openapi-validator.ts';
import { checkAnswer } from '#scripts/contract-check/answer-checks.ts';

const HOST = '127.0.0.1';
const STORE_PATH = /^\/products\/[^/]+\.js(\?|$)/;

export interface ContractProxyOptions {
  /** The autoship API's origin (and optional base path). */
  upstream: string;
  /** The store's origin for `/products/{handle}.js` (default: the API's). */
  storeUpstream?: string;
  /** 0: a free port. */
  port?: number;
  /** Where the lines go (default: stdout), each prefixed with `[api]` or `[store]`. */
  onLog?: (line: string) => void;
}

export interface ContractProxy {
  url: string;
  /** Everything printed so far. */
  log(): string;
  stop(): Promise<void>;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

function header(message: IncomingMessage, name: string): string | undefined {
  const value = message.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The request's own violations: its body against the operation's request schema. */
function requestViolations(operationId: OperationId, incoming: IncomingMessage, body: Buffer) {
  if (OPERATIONS[operationId].method !== 'post') return [];
  const media = (header(incoming, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (media !== 'application/json') return []; // the beacon's form data: not parsed here
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return ['request (body): expected JSON'];
  }
  return validateRequestBody(operationId, parsed, media).issues.map(
    (issue) =>
      `request ${issue.path || '(body)'}: expected ${issue.expected}, actual ${issue.actual}`,
  );
}

function answerViolations(
  operationId: OperationId,
  credential: boolean,
  answer: IncomingMessage,
  body: Buffer,
): string[] {
  let text: string;
  try {
    text = decoded(body, header(answer, 'content-encoding'));
  } catch (error) {
    return [
      `answer (body): not valid ${header(answer, 'content-encoding')} (${error instanceof Error ? error.message : String(error)})`,
    ];
  }
  const verdict = checkAnswer(operationId, credential, {
    status: answer.statusCode ?? 0,
    contentType: header(answer, 'content-type') ?? null,
    text,
    location: header(answer, 'location') ?? null,
  });
  return verdict.violations.map(
    (v) => `answer ${v.check} ${v.path}: expected ${v.expected}, actual ${v.actual}`,
  );
}

export async function startContractProxy(options: ContractProxyOptions): Promise<ContractProxy> {
  let output = '';
  const onLine = (line: string) => {
    output = (output + line + '\n').slice(-200_000);
    (options.onLog ?? console.log)(line);
  };
  const api = new URL(options.upstream);
  const store = new URL(options.storeUpstream ?? options.upstream);

  const server: Server = createServer((incoming, outgoing) => {
    const isStore = STORE_PATH.test(incoming.url ?? '');
    const target = isStore ? store : api;
    const label = isStore ? 'store' : 'api';
    const path = `${target.pathname.replace(/\/$/, '')}${incoming.url ?? '/'}`;
    const method = incoming.method ?? 'GET';
    const pathname = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    const operationId = method === 'OPTIONS' ? undefined : operationForPath(method, pathname);
    const requestChunks: Buffer[] = [];
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const forwarded = send(
      {
        protocol: target.protocol,
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        const answerChunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
        answer.pipe(outgoing);
        answer.on('end', () => {
          const where = `[${label}] ${method} ${incoming.url} → HTTP ${answer.statusCode}`;
          if (method === 'OPTIONS') return onLine(`${where} (preflight, passed through)`);
          if (operationId === undefined) {
            return onLine(`${where} violation: no operation of openapi.yaml has this path`);
          }
          const credential = header(incoming, 'authorization') !== undefined;
          const found = [
            ...requestViolations(operationId, incoming, Buffer.concat(requestChunks)),
            ...answerViolations(operationId, credential, answer, Buffer.concat(answerChunks)),
          ];
          onLine(
            `${where} ${operationId}: ${found.length === 0 ? 'on the contract' : `${found.length} violation${found.length === 1 ? '' : 's'}`}`,
          );
          for (const violation of found) onLine(`[${label}]   violation ${violation}`);
        });
      },
    );
    forwarded.on('error', (error) => {
      onLine(`[${label}] ${method} ${incoming.url}: ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.on('data', (chunk: Buffer) => requestChunks.push(chunk));
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${HOST}:${port}`,
    log: () => output,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
