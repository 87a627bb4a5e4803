/**
 * A schema keyword that bounds what is valid (`maxLength`, `pattern`, `additionalProperties`…)
 * changed: narrowed, it makes some values that were valid invalid; widened, the reverse. In an
 * answer a narrowed bound breaks a backend that sent those values, a widened one a deployed
 * storefront that checks answers against the old contract; in a request the other way round.
 */
import type { RedoclyChange } from './redocly-changes.ts';

type Direction = 'narrowed' | 'widened';

const UPPER = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'];
const LOWER = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'];
/** Present, they only restrict; any change of value may do both. */
const RESTRICTING = ['pattern', 'format', 'const', 'multipleOf', 'contentEncoding'];

const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

/** Whether the change narrows or widens what is valid (both when it cannot tell), or undefined
 * when the keyword is not a bound. */
export function constraintChange(
  change: RedoclyChange,
): { directions: Direction[]; text: string } | undefined {
  const keyword = change.property;
  if (change.kind !== 'modified' || keyword === undefined) return undefined;
  const before = change.base?.value;
  const after = change.revision?.value;
  const text = `${keyword} ${shown(before)} -> ${shown(after)}`;
  const one = (narrowed: boolean) => ({
    directions: [narrowed ? ('narrowed' as const) : ('widened' as const)],
    text,
  });
  if (UPPER.includes(keyword) || LOWER.includes(keyword)) {
    if (before === undefined || after === undefined) return one(before === undefined);
    if (typeof before !== 'number' || typeof after !== 'number') return undefined;
    return one(UPPER.includes(keyword) ? after < before : after > before);
  }
  if (RESTRICTING.includes(keyword)) {
    if (before === undefined || after === undefined) return one(before === undefined);
    return { directions: ['narrowed', 'widened'], text };
  }
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') {
    // Absent or true: open (2). A schema: open to what it allows (1). false: closed (0).
    const rank = (value: unknown) =>
      value === undefined || value === true ? 2 : value === false ? 0 : 1;
    if (rank(before) === rank(after)) {
      return rank(before) === 1 ? { directions: ['narrowed', 'widened'], text } : undefined;
    }
    return one(rank(after) < rank(before));
  }
  if (keyword === 'uniqueItems') return one(after === true);
  return undefined;
}
