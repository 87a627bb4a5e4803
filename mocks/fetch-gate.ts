/**
 * The page's fetch while MSW's worker is not yet answering: the mock build renders first, and a
 * call sent before the worker controls the page would go past it to the network. A contract call
 * the first screen makes (before `firstScreen` settles) is answered in the page by `inPage` (the
 * same handlers and store, mocks/in-page-answers.ts), so it waits for neither MSW's worker client
 * nor the worker's round trip; any other call is held until `started` settles. From then every
 * call is the browser's again (the worker answers, or the network if it failed to start), so
 * what the shopper does on the page is seen in the network panel, as before.
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
  let settled = false;
  let firstScreenShown = false;
  started.then(
    () => (settled = true),
    () => (settled = true),
  );
  firstScreen.then(
    () => (firstScreenShown = true),
    () => (firstScreenShown = true),
  );
  const afterStart = (input: RequestInfo | URL, init?: RequestInit) =>
    started.then(
      () => send(input, init),
      () => send(input, init),
    );
  globalThis.fetch = async (input, init) => {
    if (settled) return send(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!isApiPath(url.pathname) || firstScreenShown) return afterStart(input, init);
    const answer = await answerer;
    // The in-page answers failed to load, or the worker came first: the worker's way.
    if (!answer || settled) return afterStart(input, init);
    return answeredInPage(answer, input, init, send);
  };
}
