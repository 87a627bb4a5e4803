/**
 * Form validation as data (spec section 5): the first failing field in form order is the answer.
 * A custom check that throws counts as failed with the generic message.
 */
import { requiredFieldMessage } from '#src/domain/messages.ts';
import { visibleText } from './text-input.ts';

export type FieldRule =
  | { kind: 'required'; message?: string }
  | { kind: 'none' }
  | { kind: 'custom'; check: (value: string) => string | null };

export interface FieldCheck {
  /** Echoed in the error ('address1', 'zip', 'terms'). */
  field: string;
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

const EMPTY_PLACEHOLDER = '---';

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Invisible characters count as nothing; '---' is an empty selector. */
export function isBlank(value: unknown): boolean {
  const trimmed = visibleText(fieldText(value));
  return trimmed === '' || trimmed === EMPTY_PLACEHOLDER;
}

/** The one place a rule is read. */
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

export function firstFieldError(checks: readonly FieldCheck[]): FieldError | null {
  for (const check of checks) {
    const message = ruleMessage(check.rule, check.value, check.label);
    if (message !== null) return { field: check.field, message };
  }
  return null;
}
