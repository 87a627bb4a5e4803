import type { ScenarioName } from '#mocks/scenarios/registry.ts';
import { forkBenchChild } from './child-process.ts';

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

export async function startBackendProcess(scenario: ScenarioName): Promise<BenchBackend> {
  const child = await forkBenchChild<{ seed: ScenarioName }, null, string>(
    new URL('./backend-child.mjs', import.meta.url),
    [scenario],
  );
  return {
    url: child.ready,
    async setScenario(name) {
      await child.ask({ seed: name });
    },
    close: () => child.close(),
  };
}
