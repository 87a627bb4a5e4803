/**
 * A plan read before a write against the plan read after it: every field the write may not change
 * (openapi.yaml `x-changes`) keeps its value, and the lines of the plan are compared line by line
 * (a line lost or doubled is seen). Dates are compared as instants, so an answer in another
 * time-zone offset is the same date.
 */
import type { Finding } from './read-back.ts';
import { isObject } from './json-object.ts';

export type PlanData = Record<string, unknown>;

function shown(value: unknown): string {
  const text = value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** A plan's lines as `variant×quantity` (`+gift`), sorted: what a line-by-line comparison needs. */
export function planLines(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .map(
      (item) =>
        `variant ${shown(item.variantId)}×${shown(item.variantNum)}${item.isGift === 1 ? ' gift' : ''}`,
    )
    .sort();
}

/** Whether two values of a plan field are the same (dates as instants, lines as lines). */
function same(field: string, before: unknown, after: unknown): boolean {
  if (field === 'orderItemList') {
    return JSON.stringify(planLines(before)) === JSON.stringify(planLines(after));
  }
  if (typeof before === 'string' && typeof after === 'string') {
    const [a, b] = [Date.parse(before), Date.parse(after)];
    if (!Number.isNaN(a) && !Number.isNaN(b) && /^\d{4}-\d{2}-\d{2}/.test(before)) return a === b;
  }
  return JSON.stringify(before) === JSON.stringify(after);
}

/**
 * The fields of `before` (and `after`) outside `changes` that differ. `path` names the read
 * (`queryAutoShipPlan /data`, or the second shopper's); `why` says what the contract says.
 */
export function unchangedFindings(
  before: PlanData | null,
  after: PlanData | null,
  changes: readonly string[],
  path: string,
  why: string,
): Finding[] {
  if (before === null) return [];
  if (after === null) {
    return [{ path, expected: `the plan, ${why}`, actual: 'no plan' }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !changes.includes(field) && !same(field, before[field], after[field]))
    .map((field) => ({
      path: `${path}/${field}`,
      expected: `${field === 'orderItemList' ? planLines(before[field]).join(', ') : shown(before[field])} (unchanged: ${why})`,
      actual: field === 'orderItemList' ? planLines(after[field]).join(', ') : shown(after[field]),
    }));
}

/** The plan an answer's data is, or null (no plan: planId 0 or none). */
export function planOf(data: unknown): PlanData | null {
  if (!isObject(data) || typeof data.planId !== 'number' || data.planId < 1) return null;
  return data;
}
