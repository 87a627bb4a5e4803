import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MOCK_TOOLBAR_OFF, RECORD_PROBLEMS } from './in-page.ts';

/**
 * A pass-through HTTP proxy in front of a build's server that puts the problem recorder
 * (in-page.ts) at the top of every HTML page: WebKitWebDriver has no event for a page error, and
 * the recorder must run before the page's own scripts (and so must turning the mock toolbar off). `/__engine-problems` is an empty page of
 * this origin, where the recorded problems are read once the tab has left it.
 */
export interface RecordingProxy {
  url: string;
  close(): Promise<void>;
}

const RECORDER_TAG = `<script>${RECORD_PROBLEMS}${MOCK_TOOLBAR_OFF}</script>`;

function injected(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return `${RECORDER_TAG}${html}`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}${RECORDER_TAG}${html.slice(end)}`;
}

async function bodyOf(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === '/__engine-problems') {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      outgoing.end(`<!doctype html><title>Recorded problems</title>`);
      return;
    }
    const headers = { ...incoming.headers, host: upstream.host };
    // The recorder is written into the HTML: it must come uncompressed.
    delete headers['accept-encoding'];
    const call = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        const location = answerHeaders.location;
        if (location?.startsWith(upstream.origin)) {
          answerHeaders.location = `${origin}${location.slice(upstream.origin.length)}`;
        }
        if (!String(answerHeaders['content-type'] ?? '').includes('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(outgoing);
          return;
        }
        void bodyOf(answer).then((html) => {
          const body = injected(html);
          delete answerHeaders['content-length'];
          delete answerHeaders['transfer-encoding'];
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answerHeaders,
            'content-length': Buffer.byteLength(body),
          });
          outgoing.end(body);
        });
      },
    );
    call.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(call);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
