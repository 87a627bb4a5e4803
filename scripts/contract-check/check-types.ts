import type { OperationId } from '#mocks/operations.ts';
import type { RuleId } from './rules.ts';

/** The checks each answer goes through, in the order of the printed table's columns. */
export const CHECKS = [
  'status',
  'content-type',
  'json',
  'envelope',
  'schema',
  'either-or',
  'outcome',
  'read-back',
  'auth',
  'cors',
  'security',
] as const;
export type CheckName = (typeof CHECKS)[number] | 'transport';

export type CheckOutcome = 'pass' | 'fail' | 'skip';

/** Every check 'skip': what a call that could not be made, or not checked yet, reports. */
export function skippedChecks(): Record<CheckName, CheckOutcome> {
  return {
    transport: 'skip',
    status: 'skip',
    'content-type': 'skip',
    json: 'skip',
    envelope: 'skip',
    schema: 'skip',
    'either-or': 'skip',
    outcome: 'skip',
    'read-back': 'skip',
    auth: 'skip',
    cors: 'skip',
    security: 'skip',
  };
}

/**
 * What a call is for, besides the plain call with or without the credential: the credential
 * forged (one character changed) or with its letters' case swapped, a plan id not the shopper's
 * (none, or the second shopper's), the second shopper's own read, a read that verifies a write,
 * a call in a state the contract refuses, a date out of range, a page of a list.
 */
export type ProbeRole =
  | 'forged-token'
  | 'bad-request'
  | 'edge'
  | 'foreign-origin'
  | 'not-found'
  | 'repeat'
  | 'case-token'
  | 'out-of-range'
  | 'paging'
  | 'plan-version'
  | 'not-own-plan'
  | 'other-shopper-plan'
  | 'other-token'
  | 'read-back'
  | 'wrong-state';

export interface Violation {
  operationId: OperationId;
  /** Whether the request carried the credential. */
  credential: boolean;
  role?: ProbeRole;
  check: CheckName;
  /** The rule broken (rule-table.ts): the report cites where openapi.yaml or the spec says it. */
  rule: RuleId;
  /** Where the rule is said, as the report prints it (filled in when the run ends). */
  source?: string;
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
  role?: ProbeRole;
  /**
   * The request as a curl command, the credential as `$CONTRACT_CHECK_TOKEN` (or
   * `$CONTRACT_CHECK_OTHER_TOKEN`), never its value.
   */
  curl: string;
  /** An operation openapi.yaml marks `x-proposed` that the backend does not answer yet. */
  proposed?: 'not implemented';
  /** Why the probe runs (or what it undoes), for the reader of the table. */
  note?: string;
}

/** One write of an `--allow-writes` run, with the credential: done, failed, or not attempted. */
export interface WriteRecord {
  operationId: OperationId;
  /** The plan written to, for the plan's writes. */
  planId: number | null;
  outcome: 'done' | 'failed' | 'skipped' | 'proposed';
  /** What it did or undid, or why it was skipped. */
  note: string;
  /** A wrong-state call: the code the contract answers it with. */
  expectCode?: number;
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
  /** Every call failed before an answer (connection refused, DNS, TLS, timeout): exit 3. */
  unreachable: boolean;
  /** The second shopper's plan the ownership checks used (`--other-token`), or null. */
  otherPlanId: number | null;
}
