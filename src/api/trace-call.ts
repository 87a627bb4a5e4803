import { reportError } from '#src/domain/error-reporter.ts';
import { TRACE_SEND_ERROR } from '#src/domain/messages.ts';

/**
 * Reported under its own type, so tracking (which forwards reports) skips it instead of looping.
 */
export function reportTraceFailure(operation: string, error: unknown): void {
  reportError(TRACE_SEND_ERROR, {
    operation,
    error: error instanceof Error ? error.message : String(error),
  });
}
