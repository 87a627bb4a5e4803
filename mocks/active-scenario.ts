/**
 * Which scenario this page runs and in which mock mode, for the mock pages (the scenario index
 * marks the current one; the login stand-in applies its store context). Set once by
 * `startMockWorker()` or `startPrismMode()`. No MSW import.
 */
import type { ScenarioDefinition } from './scenarios/registry.ts';

export type MockMode = 'msw' | 'prism';

interface ActiveScenario {
  name: string;
  mode: MockMode;
  /** The whole scenario (a file carried in the URL is in no registry). */
  definition: ScenarioDefinition;
}

let active: ActiveScenario | null = null;

export function setActiveScenario(definition: ScenarioDefinition, mode: MockMode): void {
  active = { name: definition.name, mode, definition };
}

export function activeScenario(): ActiveScenario | null {
  return active;
}
