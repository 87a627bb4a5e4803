/**
 * Faults a scenario (or a test) puts on an operation: an HTTP status from the operation's
 * contract, a business failure code in the envelope, and latency. No MSW import.
 */
import type { FaultStatus, OperationId } from './operations.ts';

export interface Fault<Op extends OperationId = OperationId> {
  /** Answer this HTTP status with the contract's body for it (401, 403, 500, …). */
  status?: FaultStatus<Op>;
  /**
   * Answer HTTP 200 with this failure code in the envelope (`{code, msg, data: null}`), e.g. 5052.
   * Not for the store's product JSON, which has no envelope.
   */
  code?: Op extends 'getStoreProduct' ? never : number;
  /** The message of the status or code answer. */
  msg?: string;
  /** Wait this long before answering (also before a success); at most MAX_LATENCY_MS. */
  latencyMs?: number;
  /** No answer ever: the call hangs until the app gives up (its 60 s timeout) or the page goes. */
  neverAnswers?: boolean;
  /** The fault stops once the shopper signs in through the mock login page (an expired session). */
  clearedBySignIn?: boolean;
  /** Answer exactly this (a recorded scenario's answer, checked against the contract when recorded). */
  answer?: RecordedAnswer;
}

/** A live backend's answer, kept by `npm run mock:record` (mocks/scenarios/files/*.json). */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export type FaultMap = { [Op in OperationId]?: Fault<Op> };

/** Any operation's fault, for code that handles every operation alike. */
export interface AnyFault {
  status?: number;
  code?: number;
  msg?: string;
  latencyMs?: number;
  neverAnswers?: boolean;
  clearedBySignIn?: boolean;
  answer?: RecordedAnswer;
}

/**
 * The longest latency a fault, `?mockLatency=` or `?fault=…:delay=` may ask for (10 minutes):
 * longer than the app's request timeout (60 s) by far, and under what a timer can hold
 * (2^31 - 1 ms; MSW fails a longer delay at once). A call that should never answer says so
 * (`neverAnswers`, `?fault=…:timeout`).
 */
export const MAX_LATENCY_MS = 600_000;

export const DEFAULT_FAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal server error',
};
