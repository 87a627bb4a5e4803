import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  createModePayDate,
  editModePayDate,
  formatDayMonthYear,
  resolveInterval,
} from '#src/domain/dates/pay-date.ts';

const DD_MM_YYYY = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

/** Runs the block's tests in a time zone, restoring the original afterwards. */
function inTimeZone(zone: string, body: () => void): void {
  describe(`in ${zone}`, () => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });
    body();
  });
}

describe('formatDayMonthYear', () => {
  it('writes dd/mm/yyyy with leading zeros', () => {
    expect(formatDayMonthYear(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDayMonthYear(new Date(2026, 11, 31))).toBe('31/12/2026');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDayMonthYear(new Date(Number.NaN))).toBe('');
  });
});

describe('create mode: today plus the interval', () => {
  it('adds 30, 45 and 60 days', () => {
    const today = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, afternoon
    expect(createModePayDate(today, 30)).toBe('22/12/2026');
    expect(createModePayDate(today, 45)).toBe('06/01/2027');
    expect(createModePayDate(today, 60)).toBe('21/01/2027');
  });

  it('crosses month ends and leap days', () => {
    expect(createModePayDate(new Date(2024, 0, 31), 30)).toBe('01/03/2024'); // 2024 is a leap year
    expect(createModePayDate(new Date(2023, 0, 31), 30)).toBe('02/03/2023');
    expect(createModePayDate(new Date(2024, 1, 29), 365)).toBe('28/02/2025');
    expect(createModePayDate(new Date(2099, 11, 15), 30)).toBe('14/01/2100');
  });

  it('lands at local midnight', () => {
    const result = addCalendarDays(new Date(2026, 2, 1, 23, 59), 1);
    expect([result.getHours(), result.getMinutes(), result.getDate()]).toEqual([0, 0, 2]);
  });
});

inTimeZone('America/New_York', () => {
  it('counts calendar days across the spring and autumn clock changes', () => {
    // 8 March 2026 has 23 hours; 1 November 2026 has 25.
    expect(createModePayDate(new Date(2026, 2, 7, 0, 30), 1)).toBe('08/03/2026');
    expect(createModePayDate(new Date(2026, 2, 7, 23, 30), 1)).toBe('08/03/2026');
    expect(createModePayDate(new Date(2026, 1, 20, 0, 0), 30)).toBe('22/03/2026');
    expect(createModePayDate(new Date(2026, 9, 31, 23, 30), 1)).toBe('01/11/2026');
    expect(createModePayDate(new Date(2026, 9, 15, 0, 0), 30)).toBe('14/11/2026');
  });

  it("shows the server's UTC date-time as the local date", () => {
    // 02:00 UTC on 22 Dec is still 21 Dec in New York.
    expect(editModePayDate('2026-12-22T02:00:00Z')).toBe('21/12/2026');
    expect(editModePayDate('2026-12-22T09:00:00Z')).toBe('22/12/2026');
    expect(editModePayDate('2026-12-22')).toBe('22/12/2026');
  });
});

inTimeZone('Europe/London', () => {
  it('counts calendar days across the British clock changes', () => {
    expect(createModePayDate(new Date(2026, 2, 28, 23, 0), 1)).toBe('29/03/2026');
    expect(createModePayDate(new Date(2026, 9, 24, 23, 0), 1)).toBe('25/10/2026');
  });
});

inTimeZone('Asia/Tokyo', () => {
  it("shows the server's UTC date-time as the local date", () => {
    // 20:00 UTC on 21 Dec is 05:00 on 22 Dec in Tokyo.
    expect(editModePayDate('2026-12-21T20:00:00Z')).toBe('22/12/2026');
    expect(editModePayDate('2026-12-21 20:00:00')).toBe('21/12/2026');
  });
});

describe('edit mode', () => {
  it('accepts milliseconds since the epoch', () => {
    const local = new Date(2027, 0, 6, 12, 0).getTime();
    expect(editModePayDate(local)).toBe('06/01/2027');
  });

  it('answers null for nothing usable', () => {
    expect(editModePayDate(undefined)).toBeNull();
    expect(editModePayDate(null)).toBeNull();
    expect(editModePayDate('')).toBeNull();
    expect(editModePayDate('next tuesday')).toBeNull();
  });
});

describe('resolveInterval', () => {
  it('finds the option of a known interval', () => {
    expect(resolveInterval(45)).toEqual({ index: 1, daySpan: 45 });
    expect(resolveInterval('60')).toEqual({ index: 2, daySpan: 60 });
  });

  it('falls back to the first option for an unknown or missing interval', () => {
    expect(resolveInterval(90)).toEqual({ index: 0, daySpan: 30 });
    expect(resolveInterval(undefined)).toEqual({ index: 0, daySpan: 30 });
    expect(resolveInterval(null, [14, 28])).toEqual({ index: 0, daySpan: 14 });
  });
});

function payDateProperty(): void {
  it('stays dd/mm/yyyy and advances exactly n calendar days for any offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1971, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        fc.integer({ min: -200_000, max: 200_000 }),
        (today, days) => {
          const text = createModePayDate(today, days);
          expect(text).toMatch(DD_MM_YYYY);
          // Compare with the same calendar arithmetic done in UTC, where no clock changes.
          const expected = new Date(
            Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days),
          );
          const [day, month, year] = text.split('/').map(Number);
          expect([day, month, year]).toEqual([
            expected.getUTCDate(),
            expected.getUTCMonth() + 1,
            expected.getUTCFullYear(),
          ]);
        },
      ),
    );
  });
}

describe('pay date properties', payDateProperty);
inTimeZone('America/Sao_Paulo', payDateProperty);
inTimeZone('America/New_York', payDateProperty);
