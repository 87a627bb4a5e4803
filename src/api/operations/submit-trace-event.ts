import { withCallFlags } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { sharedBodyFields } from '../shared-fields.ts';
import type { TraceEvent } from '../schema-types.ts';
import { reportTraceFailure, TRACE_CALL_FLAGS } from '../trace-call.ts';

/** POST /trace/submitIntoCenter: records one event. Resolves whatever happens (see trace-call). */
export async function submitTraceEvent(event: TraceEvent): Promise<void> {
  try {
    await apiClient.POST('/trace/submitIntoCenter', {
      // The section 7 shared fields first: the event's own cookie and shop code win.
      body: { ...sharedBodyFields(), ...event },
      ...withCallFlags(TRACE_CALL_FLAGS),
    });
  } catch (error) {
    reportTraceFailure('submitTraceEvent', error);
  }
}
