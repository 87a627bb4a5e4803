/** Shorthands for where a rule is said (rules.ts): openapi.yaml's places and docs/spec.md's words. */
import type { Rule, RuleSource } from './rules.ts';

export const api = (pointer: string, quote?: string): RuleSource =>
  quote === undefined
    ? { file: 'openapi.yaml', pointer }
    : { file: 'openapi.yaml', pointer, quote };
export const spec = (section: string, quote: string): RuleSource => ({
  file: 'docs/spec.md',
  section,
  quote,
});
export const info = (quote: string) => api('/info/description', quote);
export const op = (part: string, quote?: string) => api(`{operation}/${part}`, quote);
export const schema = (path: string, quote?: string) => api(`/components/schemas/${path}`, quote);
export const codes = (code: string, quote: string) =>
  schema(`EnvelopeBase/properties/code/x-envelope-codes/${code}`, quote);
export const rule = (says: string, ...sources: RuleSource[]): Rule => ({ says, sources });
