/**
 * A plan read before a write against the plan read after it: every field the write may not change
 * (openapi.yaml `x-changes`) keeps its value, and the lines of the plan are compared line by line
 * (a line lost or doubled is seen, in any order). Dates are compared as instants, so an answer in
 * another time-zone offset is the same date; a field left out reads as its schema default.
 */
import type { Finding } from './read-back.ts';
import { isObject } from './json-object.ts';
import { planDefaults } from './plan-schema.ts';
import type { RuleId } from './rules.ts';

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

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * Whether two values of a plan field are the same: lines as lines, dates as instants (or, `byDay`,
 * as the same UTC calendar day: a repeat may write the time of day anew).
 */
function same(field: string, before: unknown, after: unknown, byDay: boolean): boolean {
  if (field === 'orderItemList') {
    return JSON.stringify(planLines(before)) === JSON.stringify(planLines(after));
  }
  if (typeof before === 'string' && typeof after === 'string' && DATE_TIME.test(before)) {
    const [a, b] = [Date.parse(before), Date.parse(after)];
    if (!Number.isNaN(a) && !Number.isNaN(b)) {
      return byDay
        ? new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10)
        : a === b;
    }
  }
  return JSON.stringify(before) === JSON.stringify(after);
}

export interface Unchanged {
  /** The fields the write may change (`x-changes`); every other keeps its value. */
  changes: readonly string[];
  /** The read (`queryAutoShipPlan /data`, or the second shopper's). */
  path: string;
  /** What the contract says, for the report. */
  why: string;
  rule: RuleId;
  byDay?: boolean;
}

/** The fields of `before` (and `after`) outside `changes` that differ. */
export function unchangedFindings(
  before: PlanData | null,
  after: PlanData | null,
  { changes, path, why, rule, byDay = false }: Unchanged,
): Finding[] {
  if (before === null) return [];
  if (after === null) return [{ rule, path, expected: `the plan, ${why}`, actual: 'no plan' }];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const text = (value: unknown, field: string) =>
    field === 'orderItemList' ? planLines(value).join(', ') : shown(value);
  return fields
    .filter((field) => !changes.includes(field) && !same(field, before[field], after[field], byDay))
    .map((field) => ({
      rule,
      path: `${path}/${field}`,
      expected: `${text(before[field], field)} (unchanged: ${why})`,
      actual: text(after[field], field),
    }));
}

/** The fields of two plans that differ (dates by calendar day), by name. */
export function changedFields(before: PlanData, after: PlanData | null): string[] {
  if (after === null) return ['planId'];
  const rule: RuleId = 'keeps-other-fields';
  return unchangedFindings(before, after, {
    changes: [],
    path: '',
    why: '',
    rule,
    byDay: true,
  }).map((finding) => finding.path.slice(1));
}

/**
 * The plan an answer's data is, with the schema's defaults for the fields left out, or null (no
 * plan: planId 0 or none).
 */
export function planOf(data: unknown): PlanData | null {
  if (!isObject(data) || typeof data.planId !== 'number' || data.planId < 1) return null;
  return { ...planDefaults(), ...data };
}
