/** The read-back of the proposed delivery changes (skip, ship now, another date). */
import type { OperationId } from '#mocks/operations.ts';
import type { Finding } from './read-back.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function shown(value: unknown): string {
  return value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
}

const DAY_MS = 86_400_000;

function nextPayDtOf(plan: unknown): unknown {
  return isObject(plan) ? plan.nextPayDt : undefined;
}

/**
 * A changed next delivery read back: the plan read has the date the write answered (its plan as
 * it now is), and that date is what openapi.yaml says: the day sent (changeNextPayDt), today plus
 * the interval (shipNow, a day either way).
 */
export function nextDeliveryFindings(
  operationId: OperationId,
  answer: unknown,
  plan: unknown,
  sentDay: string | null,
  now: number,
): Finding[] {
  const answered = isObject(answer) ? nextPayDtOf(answer.data) : undefined;
  const read = nextPayDtOf(plan);
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined);
  const findings: Finding[] = [];
  if (day(read) === undefined || day(read) !== day(answered)) {
    findings.push({
      path: 'queryAutoShipPlan /data/nextPayDt',
      expected: `${shown(answered)} (the date ${operationId} answered)`,
      actual: shown(read),
    });
  }
  if (operationId === 'changeNextPayDt' && sentDay !== null && day(read) !== sentDay) {
    findings.push({
      path: 'queryAutoShipPlan /data/nextPayDt',
      expected: `${sentDay} (openapi.yaml: changeNextPayDt moves the next delivery to the day sent)`,
      actual: shown(read),
    });
  }
  const daySpan = isObject(plan) && typeof plan.daySpan === 'number' ? plan.daySpan : 30;
  const when = typeof read === 'string' ? Date.parse(read) : Number.NaN;
  if (operationId === 'shipNow' && !(Math.abs(when - (now + daySpan * DAY_MS)) <= 1.5 * DAY_MS)) {
    findings.push({
      path: 'queryAutoShipPlan /data/nextPayDt',
      expected: `${new Date(now + daySpan * DAY_MS).toISOString().slice(0, 10)} (openapi.yaml: shipNow makes it today plus daySpan = ${daySpan})`,
      actual: shown(read),
    });
  }
  return findings;
}
