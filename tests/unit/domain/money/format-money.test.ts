import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MONEY_FORMAT,
  formatAmount,
  formatMoney,
  MONEY_PLACEHOLDERS,
  toCents,
} from '#src/domain/money/format-money.ts';

describe('formatMoney', () => {
  it('uses $ + amount by default: two decimals, comma thousands', () => {
    expect(DEFAULT_MONEY_FORMAT).toBe('${{amount}}');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(99999999)).toBe('$999,999.99');
  });

  it('writes each of the four placeholders', () => {
    expect(formatAmount(123456789, 'amount')).toBe('1,234,567.89');
    expect(formatAmount(123456789, 'amount_no_decimals')).toBe('1,234,568');
    expect(formatAmount(123456789, 'amount_with_comma_separator')).toBe('1.234.567,89');
    expect(formatAmount(123456789, 'amount_no_decimals_with_comma_separator')).toBe('1.234.568');
  });

  it('keeps the text around the placeholder, spaces inside the braces allowed', () => {
    expect(formatMoney(199900, '{{amount_with_comma_separator}} €')).toBe('1.999,00 €');
    expect(formatMoney(199950, '£{{ amount_no_decimals }} GBP')).toBe('£2,000 GBP');
    expect(formatMoney(1999, 'CA${{amount}}')).toBe('CA$19.99');
  });

  it('rounds half up when dropping decimals', () => {
    expect(formatAmount(149, 'amount_no_decimals')).toBe('1');
    expect(formatAmount(150, 'amount_no_decimals')).toBe('2');
  });

  it('falls back to the default for a format without a known placeholder', () => {
    expect(formatMoney(1999, 'no placeholder')).toBe('$19.99');
    expect(formatMoney(1999, '{{price}} USD')).toBe('$19.99');
  });

  it('treats values that are not finite numbers as 0 and rounds fractional cents', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('1999')).toBe('$19.99');
    expect(formatMoney(1999.6)).toBe('$20.00');
    expect(toCents('abc')).toBe(0);
  });

  it('writes negative amounts with a minus sign', () => {
    expect(formatMoney(-123456)).toBe('$-1,234.56');
    expect(formatAmount(-40, 'amount_no_decimals')).toBe('0');
  });

  it('is exact beyond the safe integer range of cents / 100', () => {
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 'amount')).toBe('90,071,992,547,409.91');
  });
});

describe('formatMoney properties', () => {
  const placeholder = fc.constantFrom(...MONEY_PLACEHOLDERS);
  const affix = fc.string({ maxLength: 5 }).filter((text) => !/[{}\d,.-]/.test(text));

  it('never throws, whatever the value and the format', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (value, format) => {
        expect(typeof formatMoney(value, format)).toBe('string');
      }),
    );
  });

  it('writes the prefix, the amount’s digits and the suffix of the format (whole units without decimals)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        placeholder,
        affix,
        affix,
        (cents, name, prefix, suffix) => {
          const text = formatMoney(cents, `${prefix}{{${name}}}${suffix}`);
          expect(text.startsWith(prefix) && text.endsWith(suffix)).toBe(true);
          const body = text.slice(prefix.length, text.length - suffix.length);
          const units = name.includes('no_decimals')
            ? Math.round(Math.abs(cents) / 100)
            : Math.abs(cents);
          expect(body.replace(/\D/g, '')).toBe(
            name.includes('no_decimals') ? String(units) : String(units).padStart(3, '0'),
          );
          expect(body.startsWith('-')).toBe(cents < 0 && units !== 0);
        },
      ),
    );
  });

  it('always writes two decimals for the decimal formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(formatAmount(cents, 'amount')).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(formatAmount(cents, 'amount_with_comma_separator')).toMatch(
          /^\d{1,3}(\.\d{3})*,\d{2}$/,
        );
      }),
    );
  });
});
