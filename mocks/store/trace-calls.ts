/** The store's tracking record (what `/trace` received) and the mock session (login stand-in). */
import { CUSTOMER } from '#mocks/data/catalogue.ts';
import type { TraceEvent } from '#src/api/schema-types.ts';
import {
  clone,
  isoDateTime,
  type MockSession,
  type MockStateHandle,
  type TraceOperationId,
  type TraceRecord,
} from './mock-state.ts';

export function traceCalls(context: MockStateHandle) {
  return {
    recordTrace(operationId: TraceOperationId, events: TraceEvent[]): void {
      const receivedAt = isoDateTime(Date.now());
      for (const event of events) {
        let details: unknown;
        try {
          details = event.req === undefined ? undefined : JSON.parse(event.req);
        } catch {
          details = undefined;
        }
        context.state.trace.push({ operationId, receivedAt, event: clone(event), details });
      }
      context.commit();
    },

    /** The tracking events received, oldest first; optionally only one step. */
    traceEvents(filter: { step?: string; operationId?: TraceOperationId } = {}): TraceRecord[] {
      return clone(
        context.state.trace.filter(
          (record) =>
            (filter.step === undefined || record.event.step === filter.step) &&
            (filter.operationId === undefined || record.operationId === filter.operationId),
        ),
      );
    },

    clearTrace(): void {
      context.state.trace = [];
      context.commit();
    },
  };
}

export function sessionCalls(context: MockStateHandle) {
  return {
    signIn(): MockSession {
      const { state } = context;
      const session: MockSession = {
        authToken: `mock-session-${state.customerId}-${Date.now().toString(36)}`,
        customerId: state.customerId,
        customerEmail: CUSTOMER.email,
        signedInAt: isoDateTime(Date.now()),
      };
      state.session = session;
      context.commit();
      return clone(session);
    },

    signOut(): void {
      context.state.session = null;
      context.commit();
    },
  };
}
