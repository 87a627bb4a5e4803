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
import { expectsSuccess, unknownAccount } from '#scripts/contract-check/account-state.ts';
import { checkAnswer } from '#scripts/contract-check/answer-checks.ts';
import { answerFindings, preflightFindings } from '#scripts/contract-check/cors-checks.ts';
import { operationFlags } from '#scripts/contract-check/operation-flags.ts';

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

/**
 * A read that succeeds whatever the account holds (the plan, the saved addresses) must succeed,
 * as contract:check expects: a listed failure code there (5000 "system busy") is a broken backend.
 */
function mustSucceed(operationId: OperationId, credential: boolean): boolean {
  if (OPERATIONS[operationId].secured && !credential) return false;
  const flags = operationFlags();
  return !flags[operationId].write && expectsSuccess(operationId, unknownAccount(undefined), flags);
}

/** The browser's CORS checks of the answer (and of a preflight) for the request's Origin. */
function corsViolations(incoming: IncomingMessage, answer: IncomingMessage): string[] {
  const origin = header(incoming, 'origin');
  if (origin === undefined) return [];
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const findings =
    incoming.method === 'OPTIONS'
      ? preflightFindings(
          { status: answer.statusCode ?? 0, headers },
          origin,
          header(incoming, 'access-control-request-method') ?? 'GET',
          (header(incoming, 'access-control-request-headers') ?? '')
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .filter(Boolean),
        )
      : answerFindings(headers, origin);
  return findings.map((f) => `cors ${f.path}: expected ${f.expected}, actual ${f.actual}`);
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
  const verdict = checkAnswer(
    operationId,
    credential,
    {
      status: answer.statusCode ?? 0,
      contentType: header(answer, 'content-type') ?? null,
      text,
      location: header(answer, 'location') ?? null,
    },
    { success: mustSucceed(operationId, credential) },
  );
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
        const where = `[${label}] ${method} ${incoming.url} → HTTP ${answer.statusCode}`;
        // An upstream that closes mid-answer: the client is told at once (its connection is
        // cut, as the upstream's was) instead of waiting for bytes that never come.
        answer.on('error', () => undefined);
        answer.on('close', () => {
          if (answer.complete) return;
          const received = answerChunks.reduce((sum, chunk) => sum + chunk.length, 0);
          onLine(
            `${where} violation: truncated answer (the upstream closed after ${received} bytes${
              answer.headers['content-length'] ? ` of ${answer.headers['content-length']}` : ''
            })`,
          );
          outgoing.destroy();
        });
        answer.on('end', () => {
          if (method === 'OPTIONS') {
            const cors = corsViolations(incoming, answer);
            onLine(
              `${where} (preflight, passed through)${cors.length > 0 ? `: ${cors.length} violation${cors.length === 1 ? '' : 's'}` : ''}`,
            );
            for (const violation of cors) onLine(`[${label}]   violation ${violation}`);
            return;
          }
          if (operationId === undefined) {
            return onLine(`${where} violation: no operation of openapi.yaml has this path`);
          }
          const credential = header(incoming, 'authorization') !== undefined;
          const found = [
            ...requestViolations(operationId, incoming, Buffer.concat(requestChunks)),
            ...answerViolations(operationId, credential, answer, Buffer.concat(answerChunks)),
            ...corsViolations(incoming, answer),
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
