/**
 * The trace resource: one event, a batch, and the beacon (form data, no credential). The store
 * records every event; tests read them with `mockStore.traceEvents()` (browser tests through
 * `window.__autoshipMock.traceEvents()`).
 */
import type { MockStore, TraceEvent } from '#mocks/store.ts';
import { badRequest, gate, http, readJson } from './common.ts';

function isTraceEvent(value: unknown): value is TraceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<TraceEvent>;
  return (
    typeof event.key1 === 'string' &&
    event.businessCode === 'AUTO_SHIP' &&
    typeof event.step === 'string' &&
    event.step !== '' &&
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

export function traceHandlers(store: MockStore) {
  return [
    http.post('/trace/submitIntoCenter', async ({ request, response }) => {
      const gated = await gate(store, 'submitTraceEvent', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const body = await readJson(request);
      if (!isTraceEvent(body)) return response(200).json(badRequest('not a tracking event'));
      store.recordTrace('submitTraceEvent', [body]);
      return response(200).json(OK);
    }),

    http.post('/trace/submitIntoCenterMul', async ({ request, response }) => {
      const gated = await gate(store, 'submitTraceEvents', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const body = await readJson(request);
      if (!Array.isArray(body) || body.length === 0 || !body.every(isTraceEvent)) {
        return response(200).json(badRequest('not a list of tracking events'));
      }
      store.recordTrace('submitTraceEvents', body);
      return response(200).json(OK);
    }),

    http.post('/trace/submitIntoCenterData', async ({ request, response }) => {
      const gated = await gate(store, 'submitTraceBeacon', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      let event: TraceEvent | null = null;
      try {
        event = traceEventFromForm(await request.formData());
      } catch {
        event = null;
      }
      if (!event) return response(400).json(badRequest('not a tracking event'));
      store.recordTrace('submitTraceBeacon', [event]);
      return response(200).json(OK);
    }),
  ];
}
