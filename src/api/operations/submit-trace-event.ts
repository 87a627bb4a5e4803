import { traceClient } from '#src/api/client.ts';
import type { TraceEvent } from '#src/api/schema-types.ts';
import { reportTraceFailure } from '#src/api/trace-call.ts';

/** POST /trace/submitIntoCenter: records one event. Resolves whatever happens (see trace-call). */
export async function submitTraceEvent(event: TraceEvent): Promise<void> {
  try {
    await traceClient.POST('/trace/submitIntoCenter', {
      body: event,
    });
  } catch (error) {
    reportTraceFailure('submitTraceEvent', error);
  }
}
