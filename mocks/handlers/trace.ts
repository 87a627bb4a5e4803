/**
 * The trace resource: one event, a batch, and the beacon (form data, no credential). The store
 * records every event; tests read them with `mockStore.traceEvents()` (browser tests through
 * `window.__autoshipMock.traceEvents()`).
 */
import type { MockStore } from '#mocks/store.ts';
import type { TraceEvent } from '#src/api/schema-types.ts';
import { badRequest, handle, handleJson, http } from './common.ts';

function isTraceEvent(value: unknown): value is TraceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<TraceEvent>;
  return (
    typeof event.key1 === 'string' &&
    event.businessCode === 'AUTO_SHIP' &&
    // Any text, the empty one included (openapi.yaml sets no minLength).
    typeof event.step === 'string' &&
    typeof event.clientTimeStamp === 'number' &&
    Number.isInteger(event.clientTimeStamp)
  );
}

/** The beacon's form fields as an event (clientTimeStamp back to a number), or null. */
function traceEventFromForm(form: FormData): TraceEvent | null {
  const text = (name: string): string | undefined => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const clientTimeStamp = text('clientTimeStamp');
  if (clientTimeStamp === undefined || !/^[0-9]+$/.test(clientTimeStamp)) return null;
  const event: Record<string, unknown> = {
    key1: text('key1'),
    businessCode: text('businessCode'),
    step: text('step'),
    clientTimeStamp: Number(clientTimeStamp),
  };
  for (const name of ['req', 'shopCode', 'cookie']) {
    const value = text(name);
    if (value !== undefined) event[name] = value;
  }
  return isTraceEvent(event) ? event : null;
}

const OK = { code: 200, msg: 'success', data: null };

// Tracking events carry no region (spec section 7): only the gate and the body's shape apply.
export function traceHandlers(store: MockStore) {
  return [
    http.post('/trace/submitIntoCenter', (info) =>
      handleJson(store, 'submitTraceEvent', info, 'none', (body) => {
        if (!isTraceEvent(body)) return info.response(200).json(badRequest('not a tracking event'));
        store.recordTrace('submitTraceEvent', [body]);
        return info.response(200).json(OK);
      }),
    ),

    http.post('/trace/submitIntoCenterMul', (info) =>
      handleJson(store, 'submitTraceEvents', info, 'none', (body) => {
        if (!Array.isArray(body) || body.length === 0 || !body.every(isTraceEvent)) {
          return info.response(200).json(badRequest('not a list of tracking events'));
        }
        store.recordTrace('submitTraceEvents', body);
        return info.response(200).json(OK);
      }),
    ),

    http.post('/trace/submitIntoCenterData', (info) =>
      handle(store, 'submitTraceBeacon', info, 'none', async () => {
        let event: TraceEvent | null = null;
        try {
          event = traceEventFromForm(await info.request.formData());
        } catch {
          event = null;
        }
        if (!event) return info.response(400).json(badRequest('not a tracking event'));
        store.recordTrace('submitTraceBeacon', [event]);
        return info.response(200).json(OK);
      }),
    ),
  ];
}
