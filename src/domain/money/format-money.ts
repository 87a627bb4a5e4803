/**
 * Money as text (spec section 9): integer cents in the store's format (`${{amount}}`,
 * `{{amount_with_comma_separator}} €`). Never throws: a misconfigured theme shows a price.
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

/** The default format when it has no known placeholder. */
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

/** Not a finite number: 0. */
export function toCents(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : 0;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** formatAmount(123456, 'amount') → '1,234.56'. */
export function formatAmount(cents: unknown, placeholder: MoneyPlaceholder = 'amount'): string {
  const style = STYLES[placeholder];
  const value = toCents(cents);
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

/** formatMoney(123456) → '$1,234.56'. */
export function formatMoney(cents: unknown, format: string = DEFAULT_MONEY_FORMAT): string {
  const { placeholder, prefix, suffix } = parseFormat(typeof format === 'string' ? format : '');
  return `${prefix}${formatAmount(cents, placeholder)}${suffix}`;
}
