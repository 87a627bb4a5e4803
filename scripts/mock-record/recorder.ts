/**
 * What `npm run mock:record` keeps: for each contract operation, the last answer the upstream
 * gave, checked against openapi.yaml (an answer off the contract is reported, never kept) and
 * anonymised, then written as a scenario file (mocks/scenarios/files/<name>.json) that the
 * registry loads for MSW, `mock:serve` and Prism.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedAnswer } from '#mocks/faults.ts';
import { operationForPath, type OperationId } from '#mocks/operations.ts';
import type { ScenarioFile } from '#mocks/scenarios/scenario-file.ts';
import { validateResponse } from '#scripts/contract/openapi-validator.ts';
import { anonymise } from './anonymise.ts';

export const SCENARIO_FILES_DIR = 'mocks/scenarios/files';

export interface Recorder {
  /** Keeps the answer if it is a contract call on the contract; says why not otherwise. */
  take(method: string, url: string, status: number, text: string): string;
  /** Writes the scenario file; returns its path. */
  write(): string;
  readonly answers: Partial<Record<OperationId, RecordedAnswer>>;
}

export function createRecorder(options: {
  scenario: string;
  base: string;
  source: string;
  dir?: string;
  report?: (line: string) => void;
}): Recorder {
  const answers: Partial<Record<OperationId, RecordedAnswer>> = {};
  const report = options.report ?? console.log;
  const name = options.scenario.startsWith('recorded-')
    ? options.scenario
    : `recorded-${options.scenario}`;
  return {
    answers,
    take(method, url, status, text) {
      const operationId = operationForPath(method, new URL(url).pathname);
      if (!operationId) return `not a contract call: ${method} ${url}`;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        report(`mock:record: ${operationId} ${status}: OFF THE CONTRACT (no JSON), not recorded`);
        return 'off contract';
      }
      const { errors } = validateResponse(operationId, status, body);
      if (errors.length > 0) {
        report(
          `mock:record: ${operationId} ${status}: OFF THE CONTRACT, not recorded: ${errors.join('; ')}`,
        );
        return 'off contract';
      }
      answers[operationId] = { status, body: anonymise(body) };
      report(`mock:record: ${operationId} ${status} recorded`);
      return 'recorded';
    },
    write() {
      const file: ScenarioFile = {
        name,
        description: `Recorded from ${options.source} (anonymised) over the ${options.base} scenario.`,
        base: options.base,
        answers,
      };
      const dir = options.dir ?? SCENARIO_FILES_DIR;
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.json`);
      writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
      return path;
    },
  };
}
