/**
 * Values that break one keyword of a JSON Schema (bad-requests.ts): a number under its minimum,
 * a text longer than its maxLength, a date no calendar has. `pick` chooses among values that
 * break it (0 for the default run; a seeded random for `--fuzz`).
 */
import { isObject } from './json-object.ts';
import type { Schema } from './request-schema.ts';
import { dateViolations } from './date-violations.ts';

/** Chooses one of `count` ways (0 … count − 1). */
export type Pick = (count: number) => number;

export interface SchemaViolation {
  what: string;
  value: (pick: Pick) => unknown;
}

/** Texts that break most patterns (an upper-case handle, spaces, a leading hyphen, markup). */
const OFF_PATTERN = [
  'Upper-Case',
  '-leading',
  'with space',
  '<b>x</b>',
  'ünïcode',
  'x'.repeat(300),
];

const number = (schema: Record<string, unknown>, key: string) =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

function typeViolation(
  schema: Record<string, unknown>,
  where: string | undefined,
): SchemaViolation[] {
  const type = schema.type;
  // A text where a number is due is refused by every parser; a number where a text is due is
  // read as text by many, and every value on a query string or path is text anyway.
  if (type === 'integer' || type === 'number') {
    return [
      {
        what: `not a number (type ${type})`,
        value: (pick) => ['not-a-number', '12abc', true][pick(3)],
      },
    ];
  }
  if (where !== undefined) return [];
  if (type === 'array')
    return [{ what: 'not a list (type array)', value: () => ({ not: 'a list' }) }];
  if (type === 'object')
    return [{ what: 'not an object (type object)', value: () => 'not an object' }];
  return [];
}

function boundViolations(
  schema: Record<string, unknown>,
  value: unknown,
  where: string | undefined,
): SchemaViolation[] {
  const found: SchemaViolation[] = [];
  const [minimum, maximum] = [number(schema, 'minimum'), number(schema, 'maximum')];
  if (minimum !== undefined) {
    found.push({
      what: `below its minimum ${minimum}`,
      value: (pick) => minimum - 1 - pick(1_000_000),
    });
  }
  if (maximum !== undefined) {
    found.push({
      what: `above its maximum ${maximum}`,
      value: (pick) => maximum + 1 + pick(1_000_000),
    });
  }
  const [minLength, maxLength] = [number(schema, 'minLength'), number(schema, 'maxLength')];
  // An empty path segment routes to another URL: a path's minLength is not tried.
  if (minLength !== undefined && minLength > 0 && where !== 'path') {
    found.push({
      what: `shorter than its minLength ${minLength}`,
      value: () => 'x'.repeat(minLength - 1),
    });
  }
  if (maxLength !== undefined) {
    found.push({
      what: `longer than its maxLength ${maxLength}`,
      value: (pick) => 'x'.repeat(maxLength + 1 + pick(100)),
    });
  }
  const [minItems, maxItems] = [number(schema, 'minItems'), number(schema, 'maxItems')];
  const first = Array.isArray(value) ? value[0] : undefined;
  if (minItems !== undefined && minItems > 0) {
    found.push({ what: `fewer items than its minItems ${minItems}`, value: () => [] });
  }
  if (maxItems !== undefined && first !== undefined) {
    found.push({
      what: `more items than its maxItems ${maxItems}`,
      value: (pick) => Array.from({ length: maxItems + 1 + pick(5) }, () => first),
    });
  }
  return found;
}

function valueViolations(schema: Record<string, unknown>, value: unknown): SchemaViolation[] {
  const found: SchemaViolation[] = [];
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const off = OFF_PATTERN.filter((text) => !pattern.test(text));
    if (off.length > 0)
      found.push({
        what: `off its pattern ${schema.pattern}`,
        value: (pick) => off[pick(off.length)],
      });
  }
  if (Array.isArray(schema.enum)) {
    const listed = schema.enum as unknown[];
    const numeric = listed.every((item) => typeof item === 'number');
    const outside = numeric ? Math.max(...(listed as number[])) + 1 : 'not-one-of-them';
    found.push({ what: `not one of its enum ${JSON.stringify(listed)}`, value: () => outside });
  }
  if ('const' in schema) {
    const wanted = schema.const;
    found.push({
      what: `not its const ${JSON.stringify(wanted)}`,
      value: () => (typeof wanted === 'number' ? wanted + 1 : `NOT_${String(wanted)}`),
    });
  }
  if (schema.format === 'date') found.push(...dateViolations(value));
  return found;
}

/**
 * The violations of `schema`'s own keywords (not its properties' or items'), for a value the
 * sample gives. `where` is `path` or `query` for a parameter (its value travels as text).
 */
export function violationsOf(
  raw: Schema,
  value: unknown,
  where?: 'path' | 'query',
): SchemaViolation[] {
  if (!isObject(raw)) return [];
  return [
    ...typeViolation(raw, where),
    ...boundViolations(raw, value, where),
    ...valueViolations(raw, value),
  ];
}
