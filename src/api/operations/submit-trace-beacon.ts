import { apiBaseUrl, traceClient } from '#src/api/client.ts';
import type { TraceEvent, TraceEventForm } from '#src/api/schema-types.ts';
import { reportTraceFailure } from '#src/api/trace-call.ts';

export const TRACE_BEACON_PATH = '/trace/submitIntoCenterData';

/** Every value is text (schema TraceEventForm). */
export function traceEventForm(event: TraceEvent): TraceEventForm {
  const form: TraceEventForm = {
    key1: event.key1,
    businessCode: event.businessCode,
    step: event.step,
    clientTimeStamp: String(event.clientTimeStamp),
  };
  if (event.req !== undefined) form.req = event.req;
  if (event.shopCode !== undefined) form.shopCode = event.shopCode;
  if (event.cookie !== undefined) form.cookie = event.cookie;
  return form;
}

function toFormData(fields: TraceEventForm): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
  }
  return data;
}

/** Used while the page unloads: `sendBeacon`, else a keepalive fetch. Never rejects. */
export async function submitTraceBeacon(event: TraceEvent): Promise<void> {
  const fields = traceEventForm(event);
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(`${apiBaseUrl}${TRACE_BEACON_PATH}`, toFormData(fields))
    ) {
      return;
    }
  } catch {
    // A throwing sendBeacon counts as refused.
  }
  try {
    await traceClient.POST(TRACE_BEACON_PATH, {
      body: fields,
      bodySerializer: toFormData,
      keepalive: true,
    });
  } catch (error) {
    reportTraceFailure('submitTraceBeacon', error);
  }
}
