import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from '#mocks/operations.ts';
import { RULES, type RuleId } from '#scripts/contract-check/rule-table.ts';
import { citation, resolveSource } from '#scripts/contract-check/rules.ts';

/**
 * Every rule `npm run contract:check` asserts is said in openapi.yaml or docs/spec.md, where its
 * table names (scripts/contract-check/rule-table.ts): each source is found, words included, and
 * the check uses every rule it lists. A rule the contract does not say has no place to cite and
 * fails here; every violation of the tests' runs carries the rule's citation (report `source`).
 */
const RULE_IDS = Object.keys(RULES) as RuleId[];
const CHECK_DIR = 'scripts/contract-check';

/** The checker's code, its rule tables aside. */
const code = readdirSync(CHECK_DIR)
  .filter((file) => file.endsWith('.ts') && !/rule|meaning-rules/.test(file))
  .map((file) => readFileSync(`${CHECK_DIR}/${file}`, 'utf8'))
  .join('\n');

describe('contract:check rules and where the contract says them', () => {
  it.each(RULE_IDS)('%s is said in openapi.yaml or docs/spec.md', (id) => {
    const { sources, says } = RULES[id];
    expect(says).not.toBe('');
    expect(sources.length, `${id} has no source`).toBeGreaterThan(0);
    for (const source of sources) {
      const perOperation = source.file === 'openapi.yaml' && source.pointer.includes('{operation}');
      const found = perOperation
        ? OPERATION_IDS.some((operationId) => resolveSource(source, operationId) !== null)
        : resolveSource(source) !== null;
      expect(found, `${id}: ${JSON.stringify(source)} is not in ${source.file}`).toBe(true);
    }
  });

  it.each(RULE_IDS)('%s is cited for some operation and asserted by the check', (id) => {
    expect(OPERATION_IDS.some((operationId) => citation(id, operationId) !== '')).toBe(true);
    expect(code.includes(`'${id}'`), `no code of ${CHECK_DIR} asserts ${id}`).toBe(true);
  });

  it('docs/contract-check.md lists every rule, and only those', () => {
    const docs = readFileSync('docs/contract-check.md', 'utf8');
    const table = docs.slice(docs.indexOf('## Where each rule comes from'));
    const listed = [...table.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...RULE_IDS].sort());
  });

  it('cites the contract in the words it has now: a quote that is no longer there is no source', () => {
    expect(
      resolveSource({
        file: 'openapi.yaml',
        pointer: '/info/description',
        quote: 'not in the contract',
      }),
    ).toBeNull();
    expect(
      resolveSource({
        file: 'docs/spec.md',
        section: '9',
        quote: 'Success only when response code is 200.',
      }),
    ).toBeNull();
    expect(citation('answers')).toContain('docs/spec.md section 9 "Request timeout 60000 ms"');
  });
});
