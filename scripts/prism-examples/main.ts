/**
 * `npm run generate` (scripts/generate-prism-examples.mjs): Prism's named examples, generated from
 * the scenario registry as it is now (SCENARIOS: the built-in ones and the scenario files). Every
 * scenario × operation is asked of the stateful mock with the sample call; its answer becomes the
 * example named after the scenario, under the status it answered, in a copy of openapi.yaml that
 * Prism serves (mocks/generated/prism-openapi.json). mocks/generated/prism-prefer.ts says which
 * `Prefer` header picks it. So a scenario added once answers the same body on every host.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { startMockHttpServer } from '#mocks/http-server.ts';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { SCENARIOS, DEFAULT_SCENARIO } from '#mocks/scenarios/registry.ts';
import { callSample } from '#scripts/contract/call-sample.ts';
import { PRISM_APP_ORIGIN, PRISM_CONTRACT, PRISM_PREFER_TABLE } from './paths.ts';

/** Generation must not depend on the day it runs: the mock's "now" is this instant. */
const GENERATION_NOW = Date.parse('2026-01-01T00:00:00Z');

type Json = Record<string, unknown>;

interface Recorded {
  scenario: string;
  operationId: OperationId;
  status: number;
  body: unknown;
}

async function recordAnswers(): Promise<Recorded[]> {
  const mock = await startMockHttpServer({ publicOrigin: PRISM_APP_ORIGIN });
  const recorded: Recorded[] = [];
  try {
    // The default scenario first: Prism answers the first example when no header names one.
    const ordered = [...SCENARIOS].sort(
      (a, b) => Number(b.name === DEFAULT_SCENARIO) - Number(a.name === DEFAULT_SCENARIO),
    );
    for (const scenario of ordered) {
      for (const operationId of OPERATION_IDS) {
        mock.setScenario(scenario.name, { latencyMs: 0 });
        const credential = scenario.context.authToken !== null;
        const answer = await callSample(mock.url, operationId, { credential });
        if (!answer.json) {
          throw new Error(`${scenario.name} ${operationId}: the mock answered no JSON`);
        }
        recorded.push({ scenario: scenario.name, operationId, ...answer });
      }
    }
  } finally {
    await mock.close();
  }
  return recorded;
}

const pathOf = (operationId: OperationId) => OPERATIONS[operationId].path;

/** The operation's answer for a status, with its own copy of a shared (`$ref`) answer. */
function ownAnswer(document: Json, operationId: OperationId, status: number): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operation = paths[pathOf(operationId)]?.[OPERATIONS[operationId].method];
  const responses = operation?.responses as Record<string, Json> | undefined;
  const declared = responses?.[String(status)] ?? responses?.default;
  if (!responses || !declared) {
    throw new Error(
      `${operationId}: the mock answered ${status}, which the contract does not list`,
    );
  }
  let answer = declared;
  const ref = answer.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/responses/', '');
    answer = structuredClone((document.components as Json).responses as Json)[name] as Json;
  }
  const copy = structuredClone(answer);
  responses[String(status)] = copy;
  const content = (copy.content ?? {}) as Record<string, Json>;
  const json = content['application/json'];
  if (!json) throw new Error(`${operationId} ${status}: no JSON answer in the contract`);
  // Only the scenarios' examples: a hand-written one would answer where no scenario asked.
  delete json.example;
  json.examples = {};
  return json;
}

export default async function main(): Promise<number> {
  const realNow = Date.now;
  Date.now = () => GENERATION_NOW;
  let recorded: Recorded[];
  try {
    recorded = await recordAnswers();
  } finally {
    Date.now = realNow;
  }
  const document = parse(readFileSync('openapi.yaml', 'utf8')) as Json;
  const prefer: Record<string, Partial<Record<OperationId, string>>> = {};
  const filled = new Set<string>();
  for (const { scenario, operationId, status, body } of recorded) {
    const key = `${operationId} ${status}`;
    const json = filled.has(key)
      ? lookUp(document, operationId, status)
      : ownAnswer(document, operationId, status);
    filled.add(key);
    (json.examples as Json)[scenario] = { summary: `Scenario ${scenario}`, value: body };
    (prefer[scenario] ??= {})[operationId] = `code=${status}, example=${scenario}`;
  }
  mkdirSync('mocks/generated', { recursive: true });
  writeFileSync(PRISM_CONTRACT, `${JSON.stringify(document, null, 1)}\n`);
  writeFileSync(PRISM_PREFER_TABLE, preferTable(prefer));
  console.log(`generate: ${PRISM_CONTRACT} (${recorded.length} scenario answers)`);
  return 0;
}

function lookUp(document: Json, operationId: OperationId, status: number): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const responses = paths[pathOf(operationId)]?.[OPERATIONS[operationId].method]
    ?.responses as Record<string, Json>;
  const content = responses[String(status)]?.content as Record<string, Json>;
  return content['application/json'] as Json;
}

function preferTable(prefer: Record<string, Partial<Record<OperationId, string>>>): string {
  const rows = Object.entries(prefer).map(
    ([scenario, byOperation]) =>
      `  '${scenario}': {\n${Object.entries(byOperation)
        .map(([id, value]) => `    ${id}: '${value}',`)
        .join('\n')}\n  },`,
  );
  return [
    '// Generated from the scenario registry by scripts/prism-examples/main.ts (`npm run generate`).',
    '// Do not edit: add or change a scenario and run `npm run generate`.',
    "import type { OperationId } from '#mocks/operations.ts';",
    '',
    "/** Per scenario and operation, the `Prefer` header that makes Prism answer the scenario's answer. */",
    'export const PRISM_PREFER: Readonly<Record<string, Readonly<Record<OperationId, string>>>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
