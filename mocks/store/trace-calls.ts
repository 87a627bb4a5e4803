/** The store's tracking record (what `/trace` received) and the mock session (login stand-in). */
import { CUSTOMER } from '#mocks/data/catalogue.ts';
import type { MockStore } from '#mocks/store.ts';
import { clone, isoDateTime, type MockSession, type MockStateHandle } from './mock-state.ts';

type TraceCalls = Pick<MockStore, 'recordTrace' | 'traceEvents' | 'clearTrace'>;
type SessionCalls = Pick<MockStore, 'signIn' | 'signOut'>;

export function traceCalls(context: MockStateHandle): TraceCalls {
  return {
    recordTrace(operationId, events) {
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

    traceEvents(filter = {}) {
      return clone(
        context.state.trace.filter(
          (record) =>
            (filter.step === undefined || record.event.step === filter.step) &&
            (filter.operationId === undefined || record.operationId === filter.operationId),
        ),
      );
    },

    clearTrace() {
      context.state.trace = [];
      context.commit();
    },
  };
}

export function sessionCalls(context: MockStateHandle): SessionCalls {
  return {
    signIn() {
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

    signOut() {
      context.state.session = null;
      context.commit();
    },
  };
}
