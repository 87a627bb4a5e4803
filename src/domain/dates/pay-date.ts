/** Spec sections 4 and 9: dd/mm/yyyy in local time; callers pass "today". */
import { DEFAULT_AUTOSHIP_CONFIG } from '#src/domain/pricing/autoship-config.ts';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function formatDayMonthYear(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}`;
}

/** From year, month and day, not 24-hour steps: correct across DST's 23- and 25-hour days. */
export function addCalendarDays(date: Date, days: number): Date {
  const whole = Number.isFinite(days) ? Math.trunc(days) : 0;
  const result = new Date(date.getTime());
  // setFullYear, unlike new Date(y, m, d), keeps years 0–99 as they are.
  result.setFullYear(date.getFullYear(), date.getMonth(), date.getDate() + whole);
  result.setHours(0, 0, 0, 0);
  return result;
}

export function createModePayDate(today: Date, daySpan: number): string {
  return formatDayMonthYear(addCalendarDays(today, daySpan));
}

/** Zone-less ISO text is local, as the spec's '2026-12-22 09:00:00'; null if unusable. */
export function editModePayDate(nextPayDt: string | number | null | undefined): string | null {
  if (nextPayDt === null || nextPayDt === undefined || nextPayDt === '') return null;
  let date: Date;
  if (typeof nextPayDt === 'number') {
    date = new Date(nextPayDt);
  } else {
    const text = nextPayDt.trim();
    // 'yyyy-mm-dd hh:mm:ss' is not ISO 8601 for every engine.
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
  index: number;
  daySpan: number;
}

/** Spec section 4: the first option when absent or unknown. */
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
