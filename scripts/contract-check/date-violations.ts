/** Dates a request may not carry (schema-violations.ts): days no calendar has, other writings. */
import type { SchemaViolation } from './schema-violations.ts';

/** Dates not written as RFC 3339 full-date (for `--fuzz`). */
const NOT_FULL_DATES = ['2027-1-5', '05/01/2027', '2027-01-05T00:00:00Z', '20270105'];

/**
 * Days a calendar does not have, next to the valid one: day 00 of its month (a lenient parser
 * rolls it over to the month before, close enough to be accepted), February 30 and month 13.
 */
export function dateViolations(value: unknown): SchemaViolation[] {
  const valid =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '2027-01-15';
  const [year, month, day] = valid.split('-');
  return [
    {
      what: 'not a real calendar date (format date: day 00)',
      value: (pick) => [`${year}-${month}-00`, ...NOT_FULL_DATES][pick(NOT_FULL_DATES.length + 1)],
    },
    { what: 'not a real calendar date (format date: February 30)', value: () => `${year}-02-30` },
    { what: 'not a real calendar date (format date: month 13)', value: () => `${year}-13-${day}` },
  ];
}
