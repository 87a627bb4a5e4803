/**
 * RFC 3339's date-time and full-date, strictly (section 5.6): `T` between date and time (ajv-formats
 * also takes a space), an offset with its colon (it also takes `+0000`), and a day the month has.
 * JSON Schema's `format` is RFC 3339's; a backend answering otherwise is off the contract even
 * where a lenient parser would read it.
 */
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

export function isFullDate(text: string): boolean {
  const match = FULL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isFullDate(match[1] ?? '')) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const [offsetHour, offsetMinute] = [Number(match[8] ?? 0), Number(match[9] ?? 0)];
  // 60 is a leap second, which RFC 3339 allows.
  return hour <= 23 && minute <= 59 && second <= 60 && offsetHour <= 23 && offsetMinute <= 59;
}
