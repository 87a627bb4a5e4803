import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failMarkedAnswers, NETWORK_FAILURE_HEADER } from '#mocks/network-failure.ts';

/**
 * The page's side of a deliberate network failure in the mock build: the service worker's marked
 * answer (public/mock-worker.js) fails the call as a dropped connection does; any other answer
 * passes untouched.
 */
let pageFetch: typeof fetch;

// The fetch MSW's test server put in place for this file: each test puts it back.
beforeEach(() => {
  pageFetch = globalThis.fetch;
});

afterEach(() => {
  globalThis.fetch = pageFetch;
});

function answering(answer: () => Response): void {
  globalThis.fetch = () => Promise.resolve(answer());
  failMarkedAnswers();
}

describe('a marked answer from the mock’s worker', () => {
  it('fails the fetch with the TypeError of a network failure, as MSW does elsewhere', async () => {
    answering(
      () => new Response(null, { status: 204, headers: { [NETWORK_FAILURE_HEADER]: '1' } }),
    );
    const call = fetch('/autoShip/restartPlan/880001?region=us');
    await expect(call).rejects.toThrow(TypeError);
    await expect(call).rejects.toThrow('Failed to fetch');
  });

  it('leaves every other answer as it came, failures of the server included', async () => {
    answering(() => Response.json({ code: 500, msg: 'Internal server error' }, { status: 500 }));
    const answer = await fetch('/autoShip/restartPlan/880001?region=us');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ code: 500, msg: 'Internal server error' });
    answering(() => new Response(null, { status: 204 }));
    expect((await fetch('/trace/submitIntoCenterData')).status).toBe(204);
  });
});
