/**
 * The fault matrix: every operation a page calls × every way a call can fail, with what the
 * shopper must see. A row per operation and page (per step where a page calls it twice), a
 * column per fault. The rows are in the files named `*-rows.test.tsx` beside this one, each run
 * as its own test file (fault-matrix-runner.tsx) and found by its name by matrix-coverage.test.ts:
 * a new row goes into the rows file of its page part, a new part is a new rows file, nothing else.
 */
import type { OperationId } from '#mocks/operations.ts';
import type { ScenarioName } from '#mocks/scenarios/registry.ts';

/** The faults, each written as QA writes it in `?fault=operationId:TOKEN`. */
export const MATRIX_FAULTS = [
  { name: 'HTTP 500 JSON', token: '500', auth: false },
  { name: 'HTTP 500 HTML', token: '500html', auth: false },
  { name: 'malformed JSON', token: 'malformed', auth: false },
  // A code whose meaning is the server's to say (its msg); the refusals we say in our own words
  // (5002, 5003, 5007) have a matrix of their own (refusal-matrix.test.tsx).
  { name: 'envelope failure code', token: 'code=5000', auth: false },
  { name: 'off-contract body', token: 'offcontract', auth: false },
  { name: 'network error', token: 'network', auth: false },
  { name: 'timeout', token: 'timeout', auth: false },
  { name: 'HTTP 401', token: '401', auth: true },
  { name: 'HTTP 403', token: '403', auth: true },
] as const;

/** A fault as a case is told it: what QA writes after the operation in `?fault=`. */
export interface MatrixFault {
  name: string;
  token: string;
  auth: boolean;
}

export interface RenderedPage {
  loginRedirects: string[];
}

export interface MatrixRow {
  page: string;
  operationId: OperationId;
  /** When the page calls the operation at more than one step: which one this row is. */
  step?: string;
  scenario: ScenarioName;
  /**
   * Renders the page and does what makes it call the operation (load, click, type, save). Told
   * the fault, so a step after a 401/403 on load is not taken: the shopper has left for login.
   */
  act: (fault: MatrixFault) => Promise<RenderedPage>;
  /** What the shopper sees after the failure (not 401/403): message or quiet unlock. */
  expectFailure: (fault: MatrixFault) => Promise<void> | void;
  /** Tracking never sends the shopper to login. */
  neverRedirects?: boolean;
  /** Calls of the operation the case may make (default 1: one action, one request). */
  maxRequests?: number;
}
