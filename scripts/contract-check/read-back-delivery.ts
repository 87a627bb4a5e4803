/** The read-back of the proposed delivery changes (skip, ship now, another date). */
import type { OperationId } from '#mocks/operations.ts';
import { planOf, type PlanData } from './plan-compare.ts';
import { planDefaults } from './plan-schema.ts';
import type { Finding } from './read-back.ts';
import { isObject } from './json-object.ts';

function shown(value: unknown): string {
  return value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
}

const DAY_MS = 86_400_000;

function nextPayDtOf(plan: unknown): unknown {
  return isObject(plan) ? plan.nextPayDt : undefined;
}

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined);

/** The same date: the same instant, or the same calendar day as each is written (any offset). */
function sameDate(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  return day(a) === day(b) || Date.parse(a) === Date.parse(b);
}

/**
 * The day sent, as the backend wrote it: that calendar day in the offset it answers, or an instant
 * within a day of it (openapi.yaml: the backend's calendar may be a day off the shopper's).
 */
function onDay(value: unknown, sentDay: string): boolean {
  if (typeof value !== 'string') return false;
  const when = Date.parse(value);
  return day(value) === sentDay || Math.abs(when - Date.parse(`${sentDay}T12:00:00Z`)) <= DAY_MS;
}

/**
 * A changed next delivery read back: the plan read has the date the write answered (its plan as
 * it now is), and that date is what openapi.yaml says: one interval after the old date (skip),
 * the day sent (changeNextPayDt), today plus the interval (shipNow), a day either way.
 */
export function nextDeliveryFindings(
  operationId: OperationId,
  answer: unknown,
  plan: unknown,
  sentDay: string | null,
  now: number,
  before: PlanData | null,
): Finding[] {
  const answered = isObject(answer) ? nextPayDtOf(answer.data) : undefined;
  const read = nextPayDtOf(plan);
  const findings: Finding[] = [];
  if (!sameDate(read, answered)) {
    findings.push({
      rule: 'next-delivery',
      path: 'queryAutoShipPlan /data/nextPayDt',
      expected: `${shown(answered)} (the date ${operationId} answered)`,
      actual: shown(read),
    });
  }
  if (operationId === 'changeNextPayDt' && sentDay !== null && !onDay(read, sentDay)) {
    findings.push({
      rule: 'next-delivery',
      path: 'queryAutoShipPlan /data/nextPayDt',
      expected: `${sentDay} (openapi.yaml: changeNextPayDt moves the next delivery to the day sent)`,
      actual: shown(read),
    });
  }
  // A plan that leaves daySpan out has the schema's default.
  const daySpan = Number(planOf(plan)?.daySpan ?? planDefaults().daySpan);
  const when = typeof read === 'string' ? Date.parse(read) : Number.NaN;
  if (operationId === 'shipNow' && !(Math.abs(when - (now + daySpan * DAY_MS)) <= 1.5 * DAY_MS)) {
    findings.push({
      rule: 'next-delivery',
      path: 'queryAutoShipPlan /data/nextPayDt',
      expected: `${new Date(now + daySpan * DAY_MS).toISOString().slice(0, 10)} (openapi.yaml: shipNow makes it today plus daySpan = ${daySpan})`,
      actual: shown(read),
    });
  }
  const old = typeof before?.nextPayDt === 'string' ? Date.parse(before.nextPayDt) : Number.NaN;
  const span = typeof before?.daySpan === 'number' ? before.daySpan : daySpan;
  if (operationId === 'skipNextDelivery' && !Number.isNaN(old)) {
    const expected = old + span * DAY_MS;
    if (!(Math.abs(when - expected) <= DAY_MS)) {
      findings.push({
        rule: 'next-delivery',
        path: 'queryAutoShipPlan /data/nextPayDt',
        expected: `${new Date(expected).toISOString().slice(0, 10)} (openapi.yaml: skip moves it one interval, ${span} days, after the old date ${String(before?.nextPayDt)})`,
        actual: shown(read),
      });
    }
  }
  return findings;
}

/** The next pay date of `queryNextPayDt/{planId}/{day}`: today plus `day` (a day either way). */
export function nextPayDateFinding(data: unknown, day: number, now: number): Finding | null {
  if (typeof data !== 'string') return null;
  const when = Date.parse(data);
  if (Number.isNaN(when)) return null;
  const expected = now + day * DAY_MS;
  if (Math.abs(when - expected) <= 1.5 * DAY_MS) return null;
  return {
    rule: 'next-pay-date',
    path: '/data',
    expected: `${new Date(expected).toISOString().slice(0, 10)} (today plus day = ${day})`,
    actual: data,
  };
}
