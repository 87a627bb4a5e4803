import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS } from '#mocks/operations.ts';
import { namedExamples } from '#scripts/contract/openapi-validator.ts';
import { PRISM_CONTRACT } from '#scripts/prism-examples/paths.ts';

/**
 * Every property of every answer schema is carried by some example of that answer: a scenario's
 * (the answers `npm run generate` recorded from the stateful mock into Prism's contract,
 * mocks/generated/prism-openapi.json) or openapi.yaml's own. So a field added to the contract
 * has a value a reader, a test or a page can show: in the contract's example beside it, or in the
 * default seed, never through a scenario made for one field.
 */
type Json = Record<string, unknown>;

const contract = JSON.parse(readFileSync(PRISM_CONTRACT, 'utf8')) as Json;

function resolve(node: unknown): Json {
  let current = node as Json;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((parent, key) => (parent as Json)[key], contract) as Json;
  }
  return current;
}

/** Every property path a schema declares: `data.orderItemList[].variantId`. */
function declaredPaths(schema: unknown, prefix: string, seen = new Set<unknown>()): string[] {
  const node = resolve(schema);
  if (seen.has(node)) return [];
  const inner = new Set(seen).add(node);
  const paths: string[] = [];
  for (const [name, property] of Object.entries((node.properties ?? {}) as Json)) {
    const path = prefix ? `${prefix}.${name}` : name;
    paths.push(path, ...declaredPaths(property, path, inner));
  }
  if (node.items) paths.push(...declaredPaths(node.items, `${prefix}[]`, inner));
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of (node[key] ?? []) as unknown[])
      paths.push(...declaredPaths(part, prefix, inner));
  }
  for (const key of ['then', 'else'] as const) {
    if (node[key]) paths.push(...declaredPaths(node[key], prefix, inner));
  }
  return paths;
}

/** Every property path a body carries (with a value other than undefined). */
function carriedPaths(value: unknown, prefix: string, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) carriedPaths(item, `${prefix}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${name}` : name;
      into.add(path);
      carriedPaths(inner, path, into);
    }
  }
  return into;
}

interface Example {
  value: unknown;
}

const rows = OPERATION_IDS.flatMap((operationId) => {
  const { path, method } = OPERATIONS[operationId];
  const responses = (((contract.paths as Json)[path] as Json)[method] as Json).responses as Json;
  return Object.entries(responses).flatMap(([status, answer]) => {
    const json = ((resolve(answer).content ?? {}) as Json)['application/json'] as Json | undefined;
    const examples = { ...((json?.examples ?? {}) as Record<string, Example>) };
    const scenarios = Object.keys(examples);
    if (!json || scenarios.length === 0) return [];
    const own = namedExamples().filter(
      (example) => example.operationId === operationId && example.status === status,
    );
    for (const example of own) examples[`openapi.yaml ${example.name}`] = example;
    return [{ label: `${operationId} ${status}`, schema: json.schema, examples }];
  });
});

describe("every answer field is in some scenario's answer", () => {
  it.each(rows.map((row) => [row.label, row] as const))('%s', (_label, { schema, examples }) => {
    const carried = new Map<string, Set<string>>(
      Object.entries(examples).map(([scenario, example]) => [
        scenario,
        carriedPaths(example.value, '', new Set()),
      ]),
    );
    const missing = [...new Set(declaredPaths(schema, ''))]
      .filter((path) => ![...carried.values()].some((paths) => paths.has(path)))
      .map((path) => {
        const parent = path.replace(/(\[\])?\.?[^.[\]]+$/, '');
        const could = [...carried]
          .filter(([, paths]) => parent === '' || paths.has(parent) || paths.has(`${parent}`))
          .map(([scenario]) => scenario);
        return `${path}: no example carries it; give it a value in this answer's example in openapi.yaml, or in the mock's default seed (then \`npm run generate\`), for one of: ${could.join(', ') || '(no example has its parent)'}`;
      });
    expect(missing).toEqual([]);
  });
});
