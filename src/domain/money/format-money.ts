/**
 * Money as text (spec section 9): amounts are integer cents; the store's money format is a string
 * holding one placeholder such as `${{amount}}` or `{{amount_with_comma_separator}} €`.
 *
 * | placeholder                               | 123456789 cents |
 * | ----------------------------------------- | --------------- |
 * | amount                                    | 1,234,567.89    |
 * | amount_no_decimals                        | 1,234,568       |
 * | amount_with_comma_separator               | 1.234.567,89    |
 * | amount_no_decimals_with_comma_separator   | 1.234.568       |
 *
 * Formatting never throws: a value that is not a finite number counts as 0, and a format without
 * a known placeholder falls back to the default, so a misconfigured theme shows a price, not an
 * error.
 */

export const MONEY_PLACEHOLDERS = [
  'amount',
  'amount_no_decimals',
  'amount_with_comma_separator',
  'amount_no_decimals_with_comma_separator',
] as const;

export type MoneyPlaceholder = (typeof MONEY_PLACEHOLDERS)[number];

export const DEFAULT_MONEY_FORMAT = '${{amount}}';

const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/;

interface Style {
  decimals: 0 | 2;
  thousands: ',' | '.';
  decimal: '.' | ',';
}

const STYLES: Record<MoneyPlaceholder, Style> = {
  amount: { decimals: 2, thousands: ',', decimal: '.' },
  amount_no_decimals: { decimals: 0, thousands: ',', decimal: '.' },
  amount_with_comma_separator: { decimals: 2, thousands: '.', decimal: ',' },
  amount_no_decimals_with_comma_separator: { decimals: 0, thousands: '.', decimal: ',' },
};

function isPlaceholder(name: string): name is MoneyPlaceholder {
  return (MONEY_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The format's placeholder, prefix and suffix; the default format when it has no known one. */
function parseFormat(format: string): {
  placeholder: MoneyPlaceholder;
  prefix: string;
  suffix: string;
} {
  const match = PLACEHOLDER_PATTERN.exec(format);
  const name = match?.[1];
  if (!match || name === undefined || !isPlaceholder(name)) {
    return format === DEFAULT_MONEY_FORMAT
      ? { placeholder: 'amount', prefix: '$', suffix: '' }
      : parseFormat(DEFAULT_MONEY_FORMAT);
  }
  return {
    placeholder: name,
    prefix: format.slice(0, match.index),
    suffix: format.slice(match.index + match[0].length),
  };
}

/** Cents as a whole number; anything that is not a finite number is 0. */
export function toCents(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : 0;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The number alone, in a placeholder's style: formatAmount(123456, 'amount') → '1,234.56'. */
export function formatAmount(cents: unknown, placeholder: MoneyPlaceholder = 'amount'): string {
  const style = STYLES[placeholder];
  const value = toCents(cents);
  // BigInt keeps every digit exact, even past Number.MAX_SAFE_INTEGER cents.
  let magnitude = BigInt(Math.abs(value));
  if (style.decimals === 0) magnitude = (magnitude + 50n) / 100n; // half up, like toFixed(0)
  const whole = style.decimals === 0 ? magnitude : magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  const sign = value < 0 && magnitude !== 0n ? '-' : '';
  const grouped = groupThousands(whole.toString(), style.thousands);
  return style.decimals === 0
    ? `${sign}${grouped}`
    : `${sign}${grouped}${style.decimal}${fraction}`;
}

/** formatMoney(123456) → '$1,234.56'; formatMoney(123456, '{{amount_with_comma_separator}} €') → '1.234,56 €'. */
export function formatMoney(cents: unknown, format: string = DEFAULT_MONEY_FORMAT): string {
  const { placeholder, prefix, suffix } = parseFormat(typeof format === 'string' ? format : '');
  return `${prefix}${formatAmount(cents, placeholder)}${suffix}`;
}
