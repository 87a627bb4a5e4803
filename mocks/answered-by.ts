/**
 * What the request log says answered a call: the scenario, plus the fault on that operation
 * (the scenario's own, e.g. `status 401`, and any `?fault=`), as QA would name them. The
 * scenario's fault is the one in force when the call is made (`faultNow`, the store's): an expired
 * session's 401 is gone once the shopper signed in at the login stand-in. An offline browser's
 * calls reach no one (mocks/handlers/url-fault-handlers.ts fails them), and the log says so.
 */
import type { AnyFault } from './faults.ts';
import type { OperationId } from './operations.ts';
import { formatFaults, urlFaultFor } from './url-faults.ts';

function describeFault(fault: AnyFault | undefined): string[] {
  if (!fault) return [];
  const parts: string[] = [];
  if (fault.status !== undefined) parts.push(`status ${fault.status}`);
  if (fault.code !== undefined) parts.push(`code ${fault.code}`);
  if (fault.latencyMs !== undefined) parts.push(`${fault.latencyMs} ms latency`);
  if (fault.neverAnswers) parts.push('never answers');
  return parts;
}

export function answeredBy(
  scenario: string,
  faultNow: (operationId: OperationId) => AnyFault | undefined,
): (operationId: OperationId | null) => string {
  return (operationId) => {
    if (operationId === null) return `scenario ${scenario}`;
    if (globalThis.navigator?.onLine === false) return 'no one: the browser is offline';
    const own = describeFault(faultNow(operationId));
    const injected = urlFaultFor(operationId);
    return [
      `scenario ${scenario}${own.length > 0 ? ` (${own.join(', ')})` : ''}`,
      injected ? `fault ${formatFaults({ [operationId]: injected })}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  };
}
