/**
 * `npm run contract:proxy`'s engine: Prism's validation proxy for openapi.yaml in front of a live
 * backend, with the project's settings (loopback, the contract of the repository), the API and the
 * store each sent to its own upstream. Every request and answer passes through unchanged (the
 * credential included), and Prism prints each contract violation as it happens.
 *
 * Prism proxies to one upstream, so with a store upstream two Prisms run, and a small router in
 * front sends `/products/{handle}.js` to the store's and everything else to the API's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, prismBin, stopChild } from '#scripts/contract/prism-child.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = '127.0.0.1';
const STORE_PATH = /^\/products\/[^/]+\.js(\?|$)/;

export interface ContractProxyOptions {
  /** The autoship API's origin. */
  upstream: string;
  /** The store's origin for `/products/{handle}.js` (default: the API's). */
  storeUpstream?: string;
  /** 0: a free port. */
  port?: number;
  /** Where Prism's lines go (default: stdout), each prefixed with `[api]` or `[store]`. */
  onLog?: (line: string) => void;
}

export interface ContractProxy {
  url: string;
  /** Everything the Prisms printed so far. */
  log(): string;
  stop(): Promise<void>;
}

interface PrismProxy {
  port: number;
  child: ChildProcess;
}

/** `prism proxy openapi.yaml UPSTREAM`, resolved once it listens. */
async function startPrismProxy(
  upstream: string,
  label: string,
  onLine: (line: string) => void,
): Promise<PrismProxy> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [prismBin(), 'proxy', join(root, 'openapi.yaml'), upstream, '-h', HOST, '-p', String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let pending = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism (${label}) not listening after 45 s`)),
      45_000,
    );
    const onOutput = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        onLine(`[${label}] ${line}`);
        if (line.includes('Prism is listening')) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism (${label}) exited with ${String(code)}`));
    });
  }).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return { port, child };
}

export async function startContractProxy(options: ContractProxyOptions): Promise<ContractProxy> {
  let output = '';
  const onLine = (line: string) => {
    output = (output + line + '\n').slice(-200_000);
    (options.onLog ?? console.log)(line);
  };
  const api = await startPrismProxy(options.upstream, 'api', onLine);
  let store: PrismProxy | null = null;
  try {
    if (options.storeUpstream !== undefined && options.storeUpstream !== options.upstream) {
      store = await startPrismProxy(options.storeUpstream, 'store', onLine);
    }
  } catch (error) {
    await stopChild(api.child);
    throw error;
  }

  // The router: bytes in, bytes out, headers (the credential among them) untouched.
  const server: Server = createServer((incoming, outgoing) => {
    const target = store && STORE_PATH.test(incoming.url ?? '') ? store : api;
    const forwarded = httpRequest(
      {
        host: HOST,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      onLine(`[proxy] ${incoming.method} ${incoming.url}: ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
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
      await Promise.all([stopChild(api.child), store ? stopChild(store.child) : Promise.resolve()]);
    },
  };
}
