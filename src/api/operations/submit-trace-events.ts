import { traceClient } from '#src/api/client.ts';
import type { TraceEvent } from '#src/api/schema-types.ts';
import { reportTraceFailure } from '#src/api/trace-call.ts';

/** POST /trace/submitIntoCenterMul: records a batch. Resolves whatever happens (see trace-call). */
export async function submitTraceEvents(events: readonly TraceEvent[]): Promise<void> {
  // The contract wants at least one event; an empty batch is nothing to send.
  if (events.length === 0) return;
  try {
    await traceClient.POST('/trace/submitIntoCenterMul', {
      body: [...events],
    });
  } catch (error) {
    reportTraceFailure('submitTraceEvents', error);
  }
}
