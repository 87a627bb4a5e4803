import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateFetch, type InPageAnswer } from '#mocks/fetch-gate.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A first screen still drawing. */
const never = () => new Promise<never>(() => {});
const PLAN = 'http://localhost:3000/autoShip/queryAutoShipPlan?region=us';
const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

function network() {
  const sent = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ from: 'network' }),
  );
  globalThis.fetch = sent;
  return sent;
}

describe('gateFetch: the mock build answers its first screen’s calls in the page, the rest once its worker does', () => {
  it('a contract call before the worker is up is answered in the page, as it was asked', async () => {
    const sent = network();
    const asked: Request[] = [];
    const answer: InPageAnswer = async (request) => {
      asked.push(request);
      return Response.json({ from: 'page' });
    };
    gateFetch({
      started: deferred().promise,
      inPage: Promise.resolve(answer),
      firstScreen: never(),
    });

    const response = await globalThis.fetch(PLAN, { headers: { token: 't' } });
    expect(await response.json()).toEqual({ from: 'page' });
    expect(asked.map((request) => [request.url, request.headers.get('token')])).toEqual([
      [PLAN, 't'],
    ]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('once the worker is up, every call is the browser’s own (the worker answers it)', async () => {
    const sent = network();
    const answer = vi.fn<InPageAnswer>(async () => Response.json({ from: 'page' }));
    const worker = deferred();
    gateFetch({ started: worker.promise, inPage: Promise.resolve(answer), firstScreen: never() });
    worker.resolve();
    await worker.promise;

    expect(await (await globalThis.fetch(PLAN)).json()).toEqual({ from: 'network' });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(answer).not.toHaveBeenCalled();
  });

  it('any other call waits for the worker, then goes as it was asked', async () => {
    const sent = network();
    const worker = deferred();
    gateFetch({
      started: worker.promise,
      inPage: Promise.resolve(async () => Response.json({})),
      firstScreen: never(),
    });

    const answer = globalThis.fetch('/assets/de.json', { method: 'GET' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).not.toHaveBeenCalled();
    worker.resolve();
    expect(await (await answer).json()).toEqual({ from: 'network' });
    expect(sent).toHaveBeenCalledWith('/assets/de.json', { method: 'GET' });
  });

  it('a lost connection in the page fails as fetch does, a hanging answer ends with its abort', async () => {
    network();
    gateFetch({
      started: deferred().promise,
      inPage: Promise.resolve(async () => Response.error()),
      firstScreen: never(),
    });
    await expect(globalThis.fetch(PLAN)).rejects.toThrow(new TypeError('Failed to fetch'));

    globalThis.fetch = original;
    network();
    gateFetch({
      started: deferred().promise,
      inPage: Promise.resolve(() => new Promise<never>(() => {})),
      firstScreen: never(),
    });
    const controller = new AbortController();
    const hanging = globalThis.fetch(PLAN, { signal: controller.signal });
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(hanging).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('handlers that fail to load and a worker that fails to start let the calls through to the network (they fail there, visibly)', async () => {
    const sent = network();
    const worker = deferred();
    gateFetch({
      started: worker.promise,
      inPage: Promise.reject(new Error('chunk failed')),
      firstScreen: never(),
    });
    const answer = globalThis.fetch(PLAN);
    worker.reject(new Error('no service worker'));
    expect(await (await answer).json()).toEqual({ from: 'network' });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('a call no handler answers goes to the network', async () => {
    const sent = network();
    gateFetch({
      started: deferred().promise,
      inPage: Promise.resolve(async () => undefined),
      firstScreen: never(),
    });
    expect(await (await globalThis.fetch(PLAN)).json()).toEqual({ from: 'network' });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('a contract call made once the first screen is shown waits for the worker (the network panel sees what the shopper does)', async () => {
    const sent = network();
    const answer = vi.fn<InPageAnswer>(async () => Response.json({ from: 'page' }));
    const worker = deferred();
    gateFetch({
      started: worker.promise,
      inPage: Promise.resolve(answer),
      firstScreen: Promise.resolve(),
    });
    await Promise.resolve();

    const pause = globalThis.fetch('http://localhost:3000/autoShip/pausePlan/880001', {
      method: 'POST',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).not.toHaveBeenCalled();
    worker.resolve();
    expect(await (await pause).json()).toEqual({ from: 'network' });
    expect(answer).not.toHaveBeenCalled();
  });

  it('a worker that fails to start leaves the handlers answering in the page, after the first screen too', async () => {
    const sent = network();
    const worker = deferred();
    gateFetch({
      started: worker.promise,
      inPage: Promise.resolve(async () => Response.json({ from: 'page' })),
      firstScreen: Promise.resolve(),
    });
    await Promise.resolve();
    const pause = globalThis.fetch('http://localhost:3000/autoShip/pausePlan/880001');
    worker.reject(new Error('no service worker'));
    expect(await (await pause).json()).toEqual({ from: 'page' });
    expect(await (await globalThis.fetch(PLAN)).json()).toEqual({ from: 'page' });
    expect(sent).not.toHaveBeenCalled();
  });
});
