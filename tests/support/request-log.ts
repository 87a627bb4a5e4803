import type { SetupServer } from 'msw/node';
import { OPERATIONS, operationForPath, type OperationId } from '#mocks/operations.ts';

export interface RequestLog {
  /** How many requests of this operation reached the mock backend since the log started. */
  count(operationId: OperationId): number;
  /** Every operation called, in order. */
  calls(): OperationId[];
  /** The calls that change the shopper's plan (openapi.yaml: `x-write` and `x-plan-scoped`). */
  planWrites(): OperationId[];
  stop(): void;
}

/**
 * Counts the requests the app sends, per contract operation, as MSW sees them leave (before any
 * handler or fault): "one action is one request" is asserted on this, not on the store's state.
 */
export function startRequestLog(server: SetupServer): RequestLog {
  const seen: OperationId[] = [];
  const listener = ({ request }: { request: Request }) => {
    const operationId = operationForPath(request.method, new URL(request.url).pathname);
    if (operationId) seen.push(operationId);
  };
  server.events.on('request:start', listener);
  return {
    count: (operationId) => seen.filter((id) => id === operationId).length,
    calls: () => [...seen],
    planWrites: () => seen.filter((id) => OPERATIONS[id].write && OPERATIONS[id].planScoped),
    stop: () => server.events.removeListener('request:start', listener),
  };
}
