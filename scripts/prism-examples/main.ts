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
import { isDeepStrictEqual } from 'node:util';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { SCENARIOS, DEFAULT_SCENARIO } from '#mocks/scenarios/registry.ts';
import { callSample } from '#scripts/contract/call-sample.ts';
import { noHandler, samplesOffContract } from './lacking.ts';
import { PRISM_APP_ORIGIN, PRISM_CONTRACT, PRISM_PREFER_TABLE } from './paths.ts';

/** Generation must not depend on the day it runs: the mock's "now" is this instant. */
const GENERATION_NOW = Date.parse('2026-01-01T00:00:00Z');

type Json = Record<string, unknown>;

interface Recorded {
  scenario: string;
  operationId: OperationId;
  status: number;
  body: unknown;
  /** Answered after the login stand-in's sign-in (which lifts a 401 the scenario sets). */
  signedIn?: true;
}

/** The example name of a scenario's answers once the shopper signed in. */
const signedInExample = (scenario: string) => `${scenario}.signed-in`;

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
        const missing = noHandler(operationId, answer.status);
        if (missing) throw new Error(missing);
        if (!answer.json) {
          throw new Error(`${scenario.name} ${operationId}: the mock answered no JSON`);
        }
        recorded.push({ scenario: scenario.name, operationId, ...answer });
      }
      recorded.push(...(await signedInAnswers(mock, scenario.name, recorded)));
    }
  } finally {
    await mock.close();
  }
  return recorded;
}

/**
 * The scenario's answers after sign-in, as the shopper sees them once the login stand-in signed
 * them in (MSW: a session in the store), when any differs from the scenario's own; else none.
 */
async function signedInAnswers(
  mock: MockHttpServer,
  scenario: string,
  recorded: readonly Recorded[],
): Promise<Recorded[]> {
  const answers: Recorded[] = [];
  for (const operationId of OPERATION_IDS) {
    mock.setScenario(scenario, { latencyMs: 0 });
    mock.store.signIn();
    const answer = await callSample(mock.url, operationId, { credential: true });
    answers.push({ scenario, operationId, ...answer, signedIn: true });
  }
  const same = answers.every((answer) => {
    const own = recorded.find(
      (entry) => entry.scenario === scenario && entry.operationId === answer.operationId,
    );
    return own?.status === answer.status && isDeepStrictEqual(own.body, answer.body);
  });
  return same ? [] : answers;
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
  const lacking = samplesOffContract();
  for (const line of lacking) console.error(`openapi.yaml: ${line}`);
  if (lacking.length > 0) return 1;
  const realNow = Date.now;
  Date.now = () => GENERATION_NOW;
  let recorded: Recorded[];
  try {
    recorded = await recordAnswers();
  } catch (error) {
    console.error(`generate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    Date.now = realNow;
  }
  const document = parse(readFileSync('openapi.yaml', 'utf8')) as Json;
  const prefer: PreferTable = {};
  const signedInPrefer: PreferTable = {};
  const filled = new Set<string>();
  for (const { scenario, operationId, status, body, signedIn } of recorded) {
    const key = `${operationId} ${status}`;
    const json = filled.has(key)
      ? lookUp(document, operationId, status)
      : ownAnswer(document, operationId, status);
    filled.add(key);
    const example = signedIn ? signedInExample(scenario) : scenario;
    const summary = `Scenario ${scenario}${signedIn ? ', signed in' : ''}`;
    (json.examples as Json)[example] = { summary, value: body };
    ((signedIn ? signedInPrefer : prefer)[scenario] ??= {})[operationId] =
      `code=${status}, example=${example}`;
  }
  mkdirSync('mocks/generated', { recursive: true });
  writeFileSync(PRISM_CONTRACT, `${JSON.stringify(document, null, 1)}\n`);
  writeFileSync(PRISM_PREFER_TABLE, preferTable(prefer, signedInPrefer));
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

type PreferTable = Record<string, Partial<Record<OperationId, string>>>;

function tableRows(prefer: PreferTable): string[] {
  return Object.entries(prefer).map(
    ([scenario, byOperation]) =>
      `  '${scenario}': {\n${Object.entries(byOperation)
        .map(([id, value]) => `    ${id}: '${value}',`)
        .join('\n')}\n  },`,
  );
}

function preferTable(prefer: PreferTable, signedIn: PreferTable): string {
  return [
    '// Generated from the scenario registry by scripts/prism-examples/main.ts (`npm run generate`).',
    '// Do not edit: add or change a scenario and run `npm run generate`.',
    "import type { OperationId } from '#mocks/operations.ts';",
    '',
    "/** Per scenario and operation, the `Prefer` header that makes Prism answer the scenario's answer. */",
    'export const PRISM_PREFER: Readonly<Record<string, Readonly<Record<OperationId, string>>>> = {',
    ...tableRows(prefer),
    '};',
    '',
    '/** The same once the login stand-in signed the shopper in, for the scenarios where that changes an answer. */',
    'export const PRISM_PREFER_SIGNED_IN: Readonly<Record<string, Readonly<Record<OperationId, string>>>> = {',
    ...tableRows(signedIn),
    '};',
    '',
  ].join('\n');
}
