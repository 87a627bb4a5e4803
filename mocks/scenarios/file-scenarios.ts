/**
 * Scenarios kept as JSON files in mocks/scenarios/files/ (written by `npm run mock:record`): a
 * built-in scenario to start from (`base`: its seed, faults and store context) and the answers a
 * live backend gave, per operation, which every host then answers as they were. Loaded with the
 * built-in ones into the registry, so MSW, `mock:serve` and Prism (`npm run generate`) have them.
 */
import type { FaultMap, RecordedAnswer } from '#mocks/faults.ts';
import type { OperationId } from '#mocks/operations.ts';

export interface ScenarioFile {
  name: string;
  description: string;
  /** The built-in scenario whose seed, faults and store context the file starts from. */
  base: string;
  answers: Partial<Record<OperationId, RecordedAnswer>>;
}

const modules = import.meta.glob<ScenarioFile>('./files/*.json', {
  eager: true,
  import: 'default',
});

export const SCENARIO_FILES: readonly ScenarioFile[] = Object.values(modules);

/** The recorded answers as faults: the gate answers them before the store is asked. */
export function recordedFaults(file: ScenarioFile): FaultMap {
  return Object.fromEntries(
    Object.entries(file.answers).map(([operationId, answer]) => [operationId, { answer }]),
  ) as FaultMap;
}
