/**
 * Issue 10, item 7: which answers the test suite made the mock backend give. When
 * CONTRACT_COVERAGE_DIR is set (by `npm run contract:coverage`), every answer of the MSW server
 * (mocks/node.ts) and of the mock HTTP server is appended to a file of that folder, one JSON line
 * each: operation, HTTP status, envelope code, scenario. Node only; off when the variable is unset.
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
}

const directory = process.env.CONTRACT_COVERAGE_DIR;

export function answerLogEnabled(): boolean {
  return directory !== undefined && directory !== '';
}

/** Records one answer of the mock backend (a no-op unless the log is on). */
export async function logAnswer(
  request: Request,
  response: Response,
  scenario: string,
): Promise<void> {
  if (!directory) return;
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
  const line: LoggedAnswer = { operationId, status: response.status, code, scenario };
  mkdirSync(directory, { recursive: true });
  appendFileSync(join(directory, `answers-${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}
