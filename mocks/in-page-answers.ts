/**
 * The handlers of mocks/handlers bound to the page's store, and MSW's `getResponse` on them: the
 * mock build's answers before its worker client (msw/browser, about 20 KB brotli) has downloaded
 * and started (mocks/fetch-gate.ts), then the worker's own handlers (mocks/browser-worker.ts).
 * Its own chunk, loaded once the page has painted: the first screen's calls wait for it only.
 */
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers } from './handlers/index.ts';
import type { MockStore } from './store.ts';
import type { InPageAnswer } from './fetch-gate.ts';

export interface MockHandlers {
  handlers: RequestHandler[];
  answer: InPageAnswer;
}

export function mockHandlers(store: MockStore): MockHandlers {
  const handlers = createHandlers(store);
  return { handlers, answer: (request) => getResponse(handlers, request) };
}
