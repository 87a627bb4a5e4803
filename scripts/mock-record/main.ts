/**
 * `npm run mock:record -- --upstream URL --scenario NAME --port N [--token T] [--base SCENARIO]`:
 * a recording proxy on 127.0.0.1:N in front of a live backend; point a build or curl at it. On
 * Ctrl-C the scenario file is written (mocks/scenarios/files/recorded-NAME.json). Or
 * `--har FILE --scenario NAME`: the same from a HAR exported from the browser.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createRecorder, type Recorder } from './recorder.ts';

const USAGE =
  'usage: npm run mock:record -- --scenario NAME (--upstream URL --port N [--token T] | --har FILE) [--base SCENARIO (default active)]';

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
]);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The proxy: every request goes upstream as it came (with --token as the credential). */
export async function startRecordingProxy(options: {
  upstream: string;
  port: number;
  token?: string;
  recorder: Recorder;
}): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', options.upstream);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
      }
      if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
      try {
        const upstream = await fetch(url, {
          method: request.method ?? 'GET',
          headers,
          ...(body ? { body: new Uint8Array(body) } : {}),
        });
        const text = await upstream.text();
        options.recorder.take(request.method ?? 'GET', url.href, upstream.status, text);
        const type = upstream.headers.get('content-type');
        response.writeHead(upstream.status, {
          ...(type ? { 'Content-Type': type } : {}),
          'Access-Control-Allow-Origin': request.headers.origin ?? '*',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        });
        response.end(text);
      } catch (error) {
        response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end(`mock:record: upstream unreachable: ${String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface Har {
  log: {
    entries: {
      request: { method: string; url: string };
      response: { status: number; content: { text?: string; encoding?: string } };
    }[];
  };
}

/** Every entry of a HAR file through the recorder. */
export function recordHar(file: string, recorder: Recorder): void {
  const har = JSON.parse(readFileSync(file, 'utf8')) as Har;
  for (const { request, response } of har.log.entries) {
    const { text = '', encoding } = response.content;
    const decoded = encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text;
    recorder.take(request.method, request.url, response.status, decoded);
  }
}

export default async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        upstream: { type: 'string' },
        scenario: { type: 'string' },
        port: { type: 'string' },
        token: { type: 'string' },
        har: { type: 'string' },
        base: { type: 'string' },
      },
      strict: true,
    }));
    if (!values.scenario) throw new Error('--scenario is required');
    if (!values.har && (!values.upstream || values.port === undefined)) {
      throw new Error('--upstream and --port (or --har) are required');
    }
  } catch (error) {
    console.error(
      `mock:record: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    return 2;
  }
  const source = values.har ?? new URL(values.upstream ?? '').origin;
  const recorder = createRecorder({
    scenario: values.scenario,
    base: values.base ?? 'active',
    source,
  });
  if (values.har) {
    recordHar(values.har, recorder);
    console.log(`mock:record: wrote ${recorder.write()}`);
    return 0;
  }
  const { url, server } = await startRecordingProxy({
    upstream: values.upstream ?? '',
    port: Number(values.port),
    recorder,
    ...(values.token ? { token: values.token } : {}),
  });
  console.log(`mock:record: proxy on ${url} -> ${values.upstream}; Ctrl-C writes the scenario`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  server.close();
  console.log(`mock:record: wrote ${recorder.write()} (run \`npm run generate\` for Prism)`);
  return 0;
}
