import { http } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * Holds every call to `path` (an MSW path pattern) until `release()`, then hands it to the mock
 * backend as usual: a call "still running" for as long as the test needs, however slow the machine
 * (a latency can run out before a loaded machine gets to the next step).
 */
export function holdCalls(server: SetupServer, path: string): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Answering nothing passes the call on to the next handler: the stateful mock.
  server.use(http.all(path, () => held.then(() => undefined)));
  return { release: () => release() };
}
