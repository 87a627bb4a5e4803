/**
 * Which answers the test suite made the mock backend give, and whether a test asserted after
 * each. When CONTRACT_COVERAGE_DIR is set (by `npm run contract:coverage`), every answer of the
 * MSW server (mocks/node.ts) and of the mock HTTP server is appended to a file of that folder,
 * one JSON line each: operation, HTTP status, envelope code, scenario, the test it was given in
 * and how many assertions that test had made by then; and at the end of each test, its final
 * count (tests/support/answer-assertions.ts). An answer no assertion followed asserted nothing.
 * Node only; off when the variable is unset.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { operationForPath } from './operations.ts';

export interface LoggedAnswer {
  operationId: string;
  status: number;
  /** The envelope's code, when the answer is a JSON envelope. */
  code: number | null;
  scenario: string;
  /** The test that got the answer (file and name), when one was running. */
  test?: string;
  /** That test's assertions made before the answer. */
  assertionsBefore?: number;
}

/** The end of a test: the assertions it made in all. */
export interface LoggedTestEnd {
  test: string;
  assertions: number;
}

export type LoggedRecord = LoggedAnswer | LoggedTestEnd;

/** The running test and its assertions so far (set by the test set-up; none outside tests). */
export interface TestProgress {
  test: string;
  assertions: number;
}

const directory = process.env.CONTRACT_COVERAGE_DIR;
let progress: () => TestProgress | null = () => null;

export function answerLogEnabled(): boolean {
  return directory !== undefined && directory !== '';
}

/**
 * The test runner tells the log which test is running (tests/support/answer-assertions.ts).
 * @internal The log exists for the test suite's contract coverage: its caller is the tests' set-up.
 */
export function followTests(current: () => TestProgress | null): void {
  progress = current;
}

function append(record: LoggedRecord): void {
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  appendFileSync(join(directory, `answers-${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
}

/**
 * Records how many assertions a test made in all (a no-op unless the log is on).
 * @internal Called by the tests' set-up after each test, as `followTests`.
 */
export function logTestEnd(): void {
  const current = progress();
  if (current) append({ test: current.test, assertions: current.assertions });
}

/** Records one answer of the mock backend (a no-op unless the log is on). */
export async function logAnswer(
  request: Request,
  response: Response,
  scenario: string,
): Promise<void> {
  if (!directory) return;
  // Read before the first await: the test is the one running when the answer is given.
  const current = progress();
  const operationId = operationForPath(request.method, new URL(request.url).pathname);
  if (!operationId) return;
  let code: number | null = null;
  try {
    const body: unknown = await response.clone().json();
    if (
      body !== null &&
      typeof body === 'object' &&
      'code' in body &&
      typeof body.code === 'number'
    ) {
      code = body.code;
    }
  } catch {
    code = null; // not JSON: no envelope code
  }
  append({
    operationId,
    status: response.status,
    code,
    scenario,
    ...(current ? { test: current.test, assertionsBefore: current.assertions } : {}),
  });
}
