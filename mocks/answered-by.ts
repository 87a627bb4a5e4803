/**
 * What the request log says answered a call: the scenario, plus the fault on that operation
 * (the scenario's own, e.g. `status 401`, and any `?fault=`), as QA would name them.
 */
import type { AnyFault } from './faults.ts';
import type { OperationId } from './operations.ts';
import {
  scenarioFaults,
  type ScenarioDefinition,
  type ScenarioOptions,
} from './scenarios/registry.ts';
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
  scenario: ScenarioDefinition,
  options: ScenarioOptions,
): (operationId: OperationId | null) => string {
  const faults: Partial<Record<OperationId, AnyFault>> = scenarioFaults(scenario, options);
  return (operationId) => {
    if (operationId === null) return `scenario ${scenario.name}`;
    const own = describeFault(faults[operationId]);
    const injected = urlFaultFor(operationId);
    return [
      `scenario ${scenario.name}${own.length > 0 ? ` (${own.join(', ')})` : ''}`,
      injected ? `fault ${formatFaults({ [operationId]: injected })}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  };
}
