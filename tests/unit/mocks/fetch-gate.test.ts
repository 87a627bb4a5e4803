import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFetchUntil } from '#mocks/fetch-gate.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

describe('holdFetchUntil: the mock build renders before its worker answers', () => {
  it('holds a call until the worker is up, then sends it as it was', async () => {
    const sent = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ ok: 1 }),
    );
    globalThis.fetch = sent;
    const worker = deferred();
    holdFetchUntil(worker.promise);

    const answer = globalThis.fetch('/autoShip/queryAutoShipPlan?region=us', { method: 'GET' });
    await Promise.resolve();
    expect(sent).not.toHaveBeenCalled();

    worker.resolve();
    expect(await (await answer).json()).toEqual({ ok: 1 });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('/autoShip/queryAutoShipPlan?region=us', { method: 'GET' });
    // Once up, fetch is the page's own again: nothing stays in the way of later calls.
    expect(globalThis.fetch).toBe(sent);
  });

  it('a worker that fails to start lets the held calls through (they fail on the network, visibly)', async () => {
    const sent = vi.fn(async () => new Response('not found', { status: 404 }));
    globalThis.fetch = sent;
    const worker = deferred();
    holdFetchUntil(worker.promise);

    const answer = globalThis.fetch('/autoShip/queryAutoShipPlan');
    worker.reject(new Error('no service worker'));
    expect((await answer).status).toBe(404);
    expect(globalThis.fetch).toBe(sent);
  });
});
