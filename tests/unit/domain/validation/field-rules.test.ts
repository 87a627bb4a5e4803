import { describe, expect, it } from 'vitest';
import { firstFieldError, isBlank, NO_RULE, REQUIRED } from '#src/domain/validation/field-rules.ts';

describe('isBlank', () => {
  it("counts empty, whitespace and the '---' placeholder as empty", () => {
    for (const value of ['', '   ', '\t\n', '---', ' --- ', undefined, null]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(true);
    }
    for (const value of ['a', ' a ', '0', 0, '--', '----']) {
      expect(isBlank(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('firstFieldError', () => {
  it('passes when every field passes', () => {
    expect(
      firstFieldError([
        { field: 'city', label: 'City', value: 'Paris', rule: REQUIRED },
        { field: 'company', label: 'Company', value: '', rule: NO_RULE },
      ]),
    ).toBeNull();
  });

  it('gives the first failing field only, in the given order', () => {
    expect(
      firstFieldError([
        { field: 'first_name', label: 'First name', value: 'Avery', rule: REQUIRED },
        { field: 'city', label: 'City', value: '  ', rule: REQUIRED },
        { field: 'zip', label: 'Postal code', value: '', rule: REQUIRED },
      ]),
    ).toEqual({ field: 'city', message: 'Enter your city' });
  });

  it("takes a required rule's own message", () => {
    expect(
      firstFieldError([
        {
          field: 'province',
          label: 'State',
          value: '---',
          rule: { kind: 'required', message: 'Pick one' },
        },
      ]),
    ).toEqual({ field: 'province', message: 'Pick one' });
  });

  it('runs custom checks on the text value and survives one that throws', () => {
    const upper = {
      kind: 'custom' as const,
      check: (value: string) => (value === value.toUpperCase() ? null : 'Capitals only'),
    };
    expect(firstFieldError([{ field: 'code', label: 'Code', value: 'abc', rule: upper }])).toEqual({
      field: 'code',
      message: 'Capitals only',
    });
    expect(
      firstFieldError([{ field: 'code', label: 'Code', value: 'ABC', rule: upper }]),
    ).toBeNull();
    const broken = {
      kind: 'custom' as const,
      check: (): string | null => {
        throw new Error('bug');
      },
    };
    expect(firstFieldError([{ field: 'code', label: 'Code', value: 'x', rule: broken }])).toEqual({
      field: 'code',
      message: 'Enter your code',
    });
  });
});
