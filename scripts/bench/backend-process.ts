import { fork, type ChildProcess } from 'node:child_process';
import type { ScenarioName } from '#mocks/scenarios/registry.ts';

/**
 * The bench's mock backend, in a process of its own. On the bench's own event loop, beside
 * Lighthouse (which reads Chromium's trace as the page loads) and the preview servers, the answers
 * of a page's calls queued behind that work: eleven productInfo calls that the backend answers in
 * 20 ms took up to 250 ms, and Lighthouse's model carries an answer's observed wait into its
 * figures. A store's backend is not on its page's servers' event loop either.
 */
export interface BenchBackend {
  url: string;
  /** Seeds the backend's store with a scenario (a fresh state), once it has done so. */
  setScenario(name: ScenarioName): Promise<void>;
  close(): Promise<void>;
}

type FromChild = { ready: string } | { seeded: number };

export async function startBackendProcess(scenario: ScenarioName): Promise<BenchBackend> {
  const child: ChildProcess = fork(
    new URL('./backend-child.mjs', import.meta.url).pathname,
    [scenario],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench backend exited with ${code}`)));
    child.on('message', (message: FromChild) => {
      if ('ready' in message) resolve(message.ready);
    });
  });
  let sequence = 0;
  return {
    url,
    setScenario(name) {
      const id = ++sequence;
      return new Promise<void>((resolve) => {
        const onMessage = (message: FromChild) => {
          if ('seeded' in message && message.seeded === id) {
            child.off('message', onMessage);
            resolve();
          }
        };
        child.on('message', onMessage);
        child.send({ seed: name, id });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
