/**
 * Where each rule contract:check asserts comes from: a place in openapi.yaml (a schema, a trait,
 * a sentence of a description) or a sentence of docs/spec.md. Every violation names its rule and
 * the report cites the rule's sources, so a backend team reads the contract's own words beside
 * each failure; tests/contract/contract-check-rules.test.ts resolves every source.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractOperation, openApiDocument } from '#scripts/contract/openapi-validator.ts';
import { isObject } from './json-object.ts';
import { RULES, type RuleId } from './rule-table.ts';

export type { RuleId };

/**
 * One place a rule is said. `pointer` is a JSON pointer into openapi.yaml, where `{operation}`
 * stands for the operation the violation is about (`/paths/~1autoShip~1changePlan/post`);
 * `quote` is words found there (whitespace aside). A spec source is a quote of docs/spec.md.
 */
export type RuleSource =
  | { file: 'openapi.yaml'; pointer: string; quote?: string }
  | { file: 'docs/spec.md'; section: string; quote: string };

export interface Rule {
  /** What the rule asks of a backend, in a line. */
  says: string;
  sources: readonly RuleSource[];
}

const SPEC_PATH = resolvePath(dirname(fileURLToPath(import.meta.url)), '../../docs/spec.md');
let specText: string | null = null;

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** `{operation}` filled in: the operation's path item and method, as a JSON pointer. */
function pointerFor(pointer: string, operationId: string | undefined): string | null {
  if (!pointer.includes('{operation}')) return pointer;
  if (operationId === undefined) return null;
  const { path, method } = contractOperation(operationId);
  const escaped = path.replaceAll('~', '~0').replaceAll('/', '~1');
  return pointer.replace('{operation}', `/paths/${escaped}/${method}`);
}

function valueAt(pointer: string): unknown {
  let node: unknown = openApiDocument();
  for (const raw of pointer.replace(/^#?\//, '').split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node =
      isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/**
 * The source as it reads for an operation: where it is and what it says, or null when it is not
 * there (an `{operation}` source of an operation without that part, or words no longer found).
 */
export function resolveSource(
  source: RuleSource,
  operationId?: string,
): { where: string; text: string } | null {
  if (source.file === 'docs/spec.md') {
    specText ??= readFileSync(SPEC_PATH, 'utf8');
    // The section under its heading (`## 9. Business constants…`), up to the next one.
    const section = specText.split(/^## /m).find((part) => part.startsWith(`${source.section}. `));
    return section !== undefined && flat(section).includes(flat(source.quote))
      ? { where: `docs/spec.md section ${source.section}`, text: source.quote }
      : null;
  }
  const pointer = pointerFor(source.pointer, operationId);
  if (pointer === null) return null;
  const value = valueAt(pointer);
  if (value === undefined) return null;
  const where = `openapi.yaml#${pointer}`;
  if (source.quote === undefined) return { where, text: '' };
  return typeof value === 'string' && flat(value).includes(flat(source.quote))
    ? { where, text: source.quote }
    : null;
}

/** The rule's sources for a violation of `operationId`, as the report prints them. */
export function citation(rule: RuleId, operationId?: string): string {
  const found = RULES[rule].sources
    .map((source) => resolveSource(source, operationId))
    .filter((source) => source !== null)
    .map(({ where, text }) => (text === '' ? where : `${where} "${text}"`));
  return found.join('; ');
}
