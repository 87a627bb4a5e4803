import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MOCK_IMAGES_PATH } from '#mocks/data/placeholder-image.ts';
import { NETWORK_FAILURE_HEADER } from '#mocks/network-failure.ts';
import { isApiPath, OPERATIONS } from '#mocks/operations.ts';

/**
 * The mock build's service worker (public/mock-worker.js) in front of MSW's: which requests and
 * messages it lets through to MSW. Loaded as a browser loads it, with the worker's globals
 * stood in for.
 */
type Listener = (event: Record<string, unknown>) => void;

function loadWorker() {
  const listeners: Record<string, Listener[]> = {};
  const imported: string[] = [];
  runInNewContext(
    readFileSync(resolve(import.meta.dirname, '../../../public/mock-worker.js'), 'utf8'),
    {
      self: {
        addEventListener: (type: string, listener: Listener) => {
          (listeners[type] ??= []).push(listener);
        },
      },
      importScripts: (url: string) => imported.push(url),
      URL,
      Response,
    },
  );
  /** Whether MSW's listeners, which come after the guard's, would see the event. */
  const reachesMsw = (type: string, event: Record<string, unknown>) => {
    let stopped = false;
    for (const listener of listeners[type] ?? []) {
      listener({ ...event, stopImmediatePropagation: () => (stopped = true) });
    }
    return !stopped;
  };
  /** What the browser gets for a call MSW answers with `answer` (MSW calls respondWith last). */
  const handedOver = async (
    path: string,
    answer: Response,
    destination = '',
  ): Promise<Response> => {
    let given: Promise<Response> | undefined;
    const event: Record<string, unknown> = {
      request: { url: `http://127.0.0.1:4174${path}`, signal: { aborted: false }, destination },
      respondWith: (promise: Promise<Response>) => (given = promise),
      stopImmediatePropagation: () => undefined,
    };
    for (const listener of listeners.fetch ?? []) listener(event);
    (event.respondWith as (answer: Response) => void)(answer);
    if (!given) throw new Error('nothing handed to respondWith');
    return given;
  };
  return { imported, reachesMsw, handedOver };
}

const fetchEvent = (path: string) => ({
  request: { url: `http://127.0.0.1:4174${path}`, signal: { aborted: false } },
  respondWith: () => undefined,
});

/** An address of each operation of the contract, its path parameters filled in. */
const operationPaths = Object.values(OPERATIONS).map((operation) =>
  operation.path.replace(/\{[^}]+\}/g, (name) =>
    name === '{handle}' ? 'classic-tobacco-pods' : '880001',
  ),
);

describe('the mock build’s service worker', () => {
  it('loads MSW’s worker after its own listeners', () => {
    expect(loadWorker().imported).toEqual(['./mockServiceWorker.js']);
  });

  it('lets every call of the contract through to MSW, as mocks/operations.ts isApiPath says', () => {
    const { reachesMsw } = loadWorker();
    expect(operationPaths.length).toBeGreaterThan(10);
    for (const path of operationPaths) {
      expect(isApiPath(path), path).toBe(true);
      expect(reachesMsw('fetch', fetchEvent(`${path}?region=us`)), path).toBe(true);
    }
  });

  it('lets the seed’s placeholder pictures through to MSW, which draws them', () => {
    const { reachesMsw } = loadWorker();
    expect(reachesMsw('fetch', fetchEvent(`${MOCK_IMAGES_PATH}classic-tobacco-pods.svg`))).toBe(
      true,
    );
  });

  it('keeps the build’s own files, pages and pictures from MSW: the browser fetches them itself', () => {
    const { reachesMsw } = loadWorker();
    const own = [
      '/assets/country-loader-ChxV0QUD.js',
      '/assets/address-edit-panel-B07V-G4L.css',
      '/pages/autoship-manage?scenario=active',
      '/mock-worker.js',
      '/flags/ca.svg',
    ];
    for (const path of own) {
      expect(isApiPath(new URL(path, 'http://host').pathname), path).toBe(false);
      expect(reachesMsw('fetch', fetchEvent(path)), path).toBe(false);
    }
  });

  it('hands a network error over as the marked empty answer the page turns back into the failure', async () => {
    const { handedOver } = loadWorker();
    const path = '/autoShip/restartPlan/880001?region=us';
    const failed = await handedOver(path, Response.error());
    // Not Response.error() itself: Firefox logs that as a page error, and an error status would
    // be one in Chromium.
    expect(failed.type).toBe('default');
    expect(failed.status).toBe(204);
    expect(failed.headers.get(NETWORK_FAILURE_HEADER)).toBe('1');
    const answered = await handedOver(path, Response.json({ code: 200 }));
    expect(answered.headers.has(NETWORK_FAILURE_HEADER)).toBe(false);
    expect(await answered.json()).toEqual({ code: 200 });
  });

  it('keeps its registration when a page closes; other messages reach MSW', () => {
    const { reachesMsw } = loadWorker();
    expect(reachesMsw('message', { data: 'CLIENT_CLOSED' })).toBe(false);
    for (const data of ['MOCK_ACTIVATE', 'INTEGRITY_CHECK_REQUEST', 'KEEPALIVE_REQUEST']) {
      expect(reachesMsw('message', { data }), data).toBe(true);
    }
  });

  it('reads a picture MSW passed on to the network whole: one whose download breaks as the page is left is an empty picture, not the worker’s error', async () => {
    const { handedOver } = loadWorker();
    const picture = `${MOCK_IMAGES_PATH}travel-case.svg`;
    /** The network's answer (type basic), its body streamed. */
    const fromNetwork = (body: ReadableStream<Uint8Array>) =>
      Object.defineProperty(
        new Response(body, { headers: { 'content-type': 'image/svg+xml' } }),
        'type',
        {
          value: 'basic',
        },
      );
    const svg = new TextEncoder().encode('<svg/>');
    const whole = await handedOver(
      picture,
      fromNetwork(new ReadableStream({ start: (c) => (c.enqueue(svg), c.close()) })),
      'image',
    );
    expect(whole.headers.get('content-type')).toBe('image/svg+xml');
    expect(await whole.text()).toBe('<svg/>');
    const broken = await handedOver(
      picture,
      fromNetwork(
        new ReadableStream({ start: (c) => (c.enqueue(svg), c.error(new Error('left'))) }),
      ),
      'image',
    );
    expect(broken.status).toBe(204);
  });
});
