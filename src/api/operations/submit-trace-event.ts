import { withCallFlags } from '#src/api/call-flags.ts';
import { apiClient } from '#src/api/client.ts';
import type { TraceEvent } from '#src/api/schema-types.ts';
import { reportTraceFailure, TRACE_CALL_FLAGS } from '#src/api/trace-call.ts';

/** POST /trace/submitIntoCenter: records one event. Resolves whatever happens (see trace-call). */
export async function submitTraceEvent(event: TraceEvent): Promise<void> {
  try {
    await apiClient.POST('/trace/submitIntoCenter', {
      body: event,
      ...withCallFlags(TRACE_CALL_FLAGS),
    });
  } catch (error) {
    reportTraceFailure('submitTraceEvent', error);
  }
}
