/**
 * Which scenario this page runs and in which mock mode, for the mock pages (the scenario index
 * marks the current one). Set once by `startMockWorker()` or `startPrismMode()`. No MSW import.
 */
import type { ScenarioName } from './scenarios/registry.ts';

export type MockMode = 'msw' | 'prism';

let active: { name: ScenarioName; mode: MockMode } | null = null;

export function setActiveScenario(name: ScenarioName, mode: MockMode): void {
  active = { name, mode };
}

export function activeScenario(): { name: ScenarioName; mode: MockMode } | null {
  return active;
}
