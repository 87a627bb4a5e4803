/**
 * Form validation as data (spec section 5). Each field carries a rule:
 * - required: non-empty after trimming (invisible characters count as nothing); the placeholder
 *   '---' counts as empty;
 * - none: anything goes;
 * - custom: a check that returns an error message or null.
 * Fields are checked in the order given (the order the form shows them); the first failing one
 * is the answer, and the page shows its message inline and as a 6 s toast, then stops.
 * Nothing here throws: a custom check that throws counts as failed with the field's generic message.
 */
import { requiredFieldMessage } from '#src/domain/messages.ts';
import { visibleText } from './text-input.ts';

export type FieldRule =
  | { kind: 'required'; message?: string }
  | { kind: 'none' }
  | { kind: 'custom'; check: (value: string) => string | null };

export interface FieldCheck {
  /** The field's name, echoed in the error (e.g. 'address1', 'zip', 'terms'). */
  field: string;
  /** The field's label, for the generic message. */
  label: string;
  value: unknown;
  rule: FieldRule;
}

export interface FieldError {
  field: string;
  message: string;
}

export const REQUIRED: FieldRule = Object.freeze({ kind: 'required' });
export const NO_RULE: FieldRule = Object.freeze({ kind: 'none' });

/** The placeholder an empty selector shows. */
const EMPTY_PLACEHOLDER = '---';

/** A form value as text: strings as they are, numbers and booleans spelled out, else ''. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Empty after trimming (invisible characters count as nothing), or the '---' placeholder. */
export function isBlank(value: unknown): boolean {
  const trimmed = visibleText(fieldText(value));
  return trimmed === '' || trimmed === EMPTY_PLACEHOLDER;
}

/**
 * What `rule` says of `value`: an error message, or null when it passes. The one place a rule is
 * read (the address rules wrap theirs in a length limit and read it here too).
 */
export function ruleMessage(rule: FieldRule, value: unknown, label: string): string | null {
  switch (rule.kind) {
    case 'none':
      return null;
    case 'required':
      return isBlank(value) ? (rule.message ?? requiredFieldMessage(label)) : null;
    case 'custom':
      try {
        return rule.check(fieldText(value));
      } catch {
        return requiredFieldMessage(label);
      }
  }
}

/** The first failing field, or null when every field passes. */
export function firstFieldError(checks: readonly FieldCheck[]): FieldError | null {
  for (const check of checks) {
    const message = ruleMessage(check.rule, check.value, check.label);
    if (message !== null) return { field: check.field, message };
  }
  return null;
}
