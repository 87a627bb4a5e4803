/**
 * The dates a shopper may move the next delivery to (openapi.yaml changeNextPayDt): from today to
 * today plus one interval, in the shopper's own calendar. `today` is a parameter so tests decide
 * what now is.
 */
import { addCalendarDays, formatDayMonthYear } from '#src/domain/dates/pay-date.ts';

export interface DateRange {
  /** YYYY-MM-DD, as `<input type=date>` takes min and max. */
  min: string;
  max: string;
  /** The same days as the page shows dates: dd/mm/yyyy. */
  first: string;
  last: string;
}

function isoDay(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

export function newDateRange(today: Date, daySpan: number): DateRange {
  const first = addCalendarDays(today, 0);
  const last = addCalendarDays(today, daySpan);
  return {
    min: isoDay(first),
    max: isoDay(last),
    first: formatDayMonthYear(first),
    last: formatDayMonthYear(last),
  };
}

export type DateProblem = 'empty' | 'past' | 'tooLate';

/** What is wrong with `value` (the input's YYYY-MM-DD, '' when empty or not a date), or null. */
export function dateProblem(value: string, range: DateRange): DateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'empty';
  // YYYY-MM-DD strings of the same width compare as the dates they name.
  if (value < range.min) return 'past';
  if (value > range.max) return 'tooLate';
  return null;
}
