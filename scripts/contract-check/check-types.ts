import type { OperationId } from '#mocks/operations.ts';

/** The checks each answer goes through, in the order of the printed table's columns. */
export const CHECKS = [
  'status',
  'content-type',
  'json',
  'envelope',
  'schema',
  'either-or',
  'outcome',
  'auth',
  'cors',
] as const;
export type CheckName = (typeof CHECKS)[number] | 'transport';

export type CheckOutcome = 'pass' | 'fail' | 'skip';

export interface Violation {
  operationId: OperationId;
  /** Whether the request carried the credential. */
  credential: boolean;
  check: CheckName;
  /**
   * JSON pointer into the answer's body, or `(status)` / `(content-type)` / `(body)` /
   * `(location)` / `(request)`, or the CORS header at fault.
   */
  path: string;
  expected: string;
  actual: string;
}

export interface ProbeResult {
  operationId: OperationId;
  credential: boolean;
  method: string;
  /** The URL called (no credential in it: the credential travels in a header). */
  url: string;
  status: number | null;
  contentType: string | null;
  durationMs: number;
  checks: Record<CheckName, CheckOutcome>;
  violations: Violation[];
  /** Fields of the answer the contract does not list: reported, never a failure. */
  warnings: string[];
  /** Why the probe runs (or what it undoes), for the reader of the table. */
  note?: string;
}

/** One write of an `--allow-writes` run, with the credential: done, failed, or not attempted. */
export interface WriteRecord {
  operationId: OperationId;
  /** The plan written to, for the plan's writes. */
  planId: number | null;
  outcome: 'done' | 'failed' | 'skipped';
  /** What it did or undid, or why it was skipped. */
  note: string;
}

export interface CheckReport {
  baseUrl: string;
  storeUrl: string;
  /** The storefront's origin the CORS checks ran for (`--origin`), or null. */
  origin: string | null;
  /** The account's own plan the writes used (null: none found, the plan writes skipped). */
  planId: number | null;
  /** What the run says about the account before the table (no plan, a paused plan, …). */
  notes: string[];
  writes: WriteRecord[];
  allowWrites: boolean;
  withCredential: boolean;
  startedAt: string;
  durationMs: number;
  probes: ProbeResult[];
  violationCount: number;
  warningCount: number;
}
