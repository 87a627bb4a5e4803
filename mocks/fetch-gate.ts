/**
 * The page's fetch while MSW's worker is not yet answering: the mock build renders first, and a
 * call sent before the worker controls the page would go past it to the network. A contract call
 * the first screen makes (before `firstScreen` settles) is answered in the page by `inPage` (the
 * same handlers and store, mocks/in-page-answers.ts), so it waits for neither MSW's worker client
 * nor the worker's round trip; any other call is held until `started` settles. From then every
 * call is the browser's again, the worker answers it and what the shopper does on the page is seen
 * in the network panel, as before; if the worker failed to start, the handlers answer in the page.
 */
import { untilAborted } from '#src/api/until-aborted.ts';
import { NETWORK_FAILURE_MESSAGE } from './network-failure.ts';
import { isApiPath } from './operations.ts';

export type InPageAnswer = (request: Request) => Promise<Response | undefined>;

async function answeredInPage(
  answer: InPageAnswer,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  send: typeof fetch,
): Promise<Response> {
  const request = new Request(input, init);
  const response = await untilAborted(answer(request.clone()), request.signal);
  // No handler for it: to the network, as the worker would let it go (and say so).
  if (!response) return send(input, init);
  if (response.type === 'error') throw new TypeError(NETWORK_FAILURE_MESSAGE);
  return response;
}

export interface FetchGate {
  inPage: Promise<InPageAnswer>;
  firstScreen: Promise<unknown>;
  started: Promise<unknown>;
}

export function gateFetch({ inPage, firstScreen, started }: FetchGate): void {
  const send = globalThis.fetch.bind(globalThis);
  // Handlers that failed to load (the page was left meanwhile) are said once, with the worker.
  const answerer = inPage.catch(() => null);
  let worker: 'starting' | 'up' | 'failed' = 'starting';
  let firstScreenShown = false;
  started.then(
    () => (worker = 'up'),
    () => (worker = 'failed'),
  );
  firstScreen.then(
    () => (firstScreenShown = true),
    () => (firstScreenShown = true),
  );
  const inThePage = async (input: RequestInfo | URL, init: RequestInit | undefined) => {
    const answer = await answerer;
    // No handlers either: to the network, where the call fails visibly.
    return answer ? answeredInPage(answer, input, init, send) : send(input, init);
  };
  // Held until the worker is up; a worker that failed to start leaves its handlers answering.
  const byWorker = async (input: RequestInfo | URL, init: RequestInit | undefined) => {
    await started.catch(() => undefined);
    return worker === 'up' ? send(input, init) : inThePage(input, init);
  };
  globalThis.fetch = async (input, init) => {
    if (worker === 'up') return send(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!isApiPath(url.pathname)) {
      const go = () => send(input, init);
      return started.then(go, go);
    }
    if (firstScreenShown || worker === 'failed') return byWorker(input, init);
    return inThePage(input, init);
  };
}
