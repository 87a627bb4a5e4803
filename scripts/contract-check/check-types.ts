import type { OperationId } from '#mocks/operations.ts';

/** The checks each answer goes through, in the order of the printed table's columns. */
export const CHECKS = [
  'status',
  'content-type',
  'json',
  'envelope',
  'schema',
  'either-or',
  'auth',
] as const;
export type CheckName = (typeof CHECKS)[number] | 'transport';

export type CheckOutcome = 'pass' | 'fail' | 'skip';

export interface Violation {
  operationId: OperationId;
  /** Whether the request carried the credential. */
  credential: boolean;
  check: CheckName;
  /** JSON pointer into the answer's body, or `(status)` / `(content-type)` / `(body)`. */
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

export interface CheckReport {
  baseUrl: string;
  storeUrl: string;
  allowWrites: boolean;
  withCredential: boolean;
  startedAt: string;
  durationMs: number;
  probes: ProbeResult[];
  violationCount: number;
  warningCount: number;
}
