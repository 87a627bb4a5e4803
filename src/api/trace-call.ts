import { reportError } from '#src/domain/error-reporter.ts';
import { TRACE_SEND_ERROR } from '#src/domain/messages.ts';

/**
 * Tracking must never disturb the shopper: no toast, no login redirect (traceClient), no
 * rejection. Its failures are reported once, under their own type, so that tracking (which
 * listens to error reports and may send them as events) can skip them instead of looping on a
 * dead network.
 */
export function reportTraceFailure(operation: string, error: unknown): void {
  reportError(TRACE_SEND_ERROR, {
    operation,
    error: error instanceof Error ? error.message : String(error),
  });
}
