/**
 * The pay-date line of the review page (spec sections 4 and 9), always dd/mm/yyyy in the
 * shopper's local time zone.
 * - Create mode: today plus the chosen interval in calendar days.
 * - Edit mode: the server's nextPayDt date-time, shown as the local calendar date.
 * "Today" is a parameter so callers (and tests) decide what now is.
 */
import { DEFAULT_AUTOSHIP_CONFIG } from '#src/domain/pricing/autoship-config.ts';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A Date as its local dd/mm/yyyy; '' for an invalid date. */
export function formatDayMonthYear(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}`;
}

/**
 * Local midnight `days` calendar days after `date`. Built from year, month and day rather than
 * by adding 24-hour steps, so it lands on the right date across month ends, leap years and the
 * 23- or 25-hour days of daylight-saving changes.
 */
export function addCalendarDays(date: Date, days: number): Date {
  const whole = Number.isFinite(days) ? Math.trunc(days) : 0;
  const result = new Date(date.getTime());
  // setFullYear, unlike new Date(y, m, d), keeps years 0–99 as they are.
  result.setFullYear(date.getFullYear(), date.getMonth(), date.getDate() + whole);
  result.setHours(0, 0, 0, 0);
  return result;
}

/** Create mode: today plus the interval, dd/mm/yyyy. */
export function createModePayDate(today: Date, daySpan: number): string {
  return formatDayMonthYear(addCalendarDays(today, daySpan));
}

/**
 * Edit mode: the server's date-time as a local date. Accepts ISO 8601 text (with or without a
 * zone; without one it is local time, as the spec's backend sends '2026-12-22 09:00:00' too), or
 * milliseconds since the epoch. null when there is nothing usable.
 */
export function editModePayDate(nextPayDt: string | number | null | undefined): string | null {
  if (nextPayDt === null || nextPayDt === undefined || nextPayDt === '') return null;
  let date: Date;
  if (typeof nextPayDt === 'number') {
    date = new Date(nextPayDt);
  } else {
    const text = nextPayDt.trim();
    // 'yyyy-mm-dd hh:mm:ss' is not ISO 8601 for every engine: make it 'yyyy-mm-ddThh:mm:ss'.
    const isoLike = /^\d{4}-\d{2}-\d{2} \d/.test(text) ? text.replace(' ', 'T') : text;
    // A bare date is a calendar date, not UTC midnight (which is the day before in the Americas).
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoLike);
    date = dateOnly
      ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
      : new Date(isoLike);
  }
  const formatted = formatDayMonthYear(date);
  return formatted === '' ? null : formatted;
}

export interface ResolvedInterval {
  /** Index of the chosen option. */
  index: number;
  /** The interval in days. */
  daySpan: number;
}

/**
 * The interval option for a plan's daySpan: its index among the options, or the first option
 * when the daySpan is absent or not one of them (spec section 4).
 */
export function resolveInterval(
  daySpan: number | string | null | undefined,
  options: readonly number[] = DEFAULT_AUTOSHIP_CONFIG.intervalOptions,
): ResolvedInterval {
  const choices = options.length > 0 ? options : DEFAULT_AUTOSHIP_CONFIG.intervalOptions;
  const wanted = typeof daySpan === 'string' ? Number(daySpan) : daySpan;
  const index = typeof wanted === 'number' ? choices.indexOf(wanted) : -1;
  const resolved = index === -1 ? 0 : index;
  return { index: resolved, daySpan: choices[resolved] ?? DEFAULT_AUTOSHIP_CONFIG.defaultDaySpan };
}
