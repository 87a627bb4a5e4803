/**
 * The scenario registry: one list drives MSW in the browser (`?scenario=NAME`), `setupServer` in
 * Vitest (`setScenario(NAME)`), the mock HTTP server, and Prism mode. No MSW import, so Prism mode can read it.
 *
 * Each entry: a one-line description, a seed of the store (from fixtures/seed.json), faults per
 * operation (HTTP status, envelope code, latency) and store-context overrides. Prism's named
 * examples and `Prefer` headers are generated from this list, answer for answer, by
 * `npm run generate` (scripts/prism-examples/), so every host serves a scenario's same bodies.
 */
import type { StoreContext } from '#src/api/store-context.ts';
import type { AnyFault, FaultMap } from '#mocks/faults.ts';
import { OPERATION_IDS, SECURED_OPERATION_IDS } from '#mocks/operations.ts';
import type { StoreSeed } from '#mocks/store/mock-state.ts';
import { faultsWithOverrides, seedWithOverrides, type ScenarioFile } from './scenario-file.ts';
import { seeds } from './seeds.ts';

/** The scenario files of mocks/scenarios/files/ (QA's, or `npm run mock:record`'s), each named after its file. */
const FILES = import.meta.glob<ScenarioFile>('./files/*.json', { eager: true, import: 'default' });

function fileName(path: string): string {
  return /([^/]+)\.json$/.exec(path)?.[1] ?? path;
}

/**
 * A scenario's name. A scenario file's name (mocks/scenarios/files/, `recorded-…`) is known only
 * when the registry loads; it enters this type through `allScenarioNames`.
 */
export type ScenarioName = (typeof BUILT_IN_SCENARIOS)[number]['name'];

/** The scenario in force when none was named (`npm run dev`, and every Vitest test by default). */
export const DEFAULT_SCENARIO: ScenarioName = 'active';

/** Latency of the `slow` scenario on every call; `?mockLatency=MS` or `setScenario('slow', { latencyMs })` changes it. */
const SLOW_LATENCY_MS = 2000;

/** The visitor country of `blocked-country`: not in any allowed purchase list the mocks use. */
const BLOCKED_VISITOR_COUNTRY = 'BR';

export interface ScenarioDefinition {
  /** A built-in's name, or a scenario file's (mocks/scenarios/files/NAME.json). */
  name: string;
  /** One line for QA (the scenario index, the unknown-scenario message, the report). */
  description: string;
  /** The store's content at the start of the scenario (a fresh copy on every call). */
  seed: () => StoreSeed;
  faults: FaultMap;
  /** Overrides of the store context (src/api/store-context.ts) while the scenario is on. */
  context: Partial<StoreContext>;
  /** A scenario file's content (checked by validate-scenario-file.ts before it is used). */
  file?: ScenarioFile;
}

/** The same fault on every operation that has a credential (401 and 403 are theirs only). */
function onSecured(fault: { status: 401 | 403; clearedBySignIn?: boolean }): FaultMap {
  // Every secured operation lists 401, 403 and (but the trace calls) 500: checked against
  // openapi.yaml by tests/contract/mocks-contract.test.ts.
  return Object.fromEntries(SECURED_OPERATION_IDS.map((id) => [id, { ...fault }])) as FaultMap;
}

function onEvery(fault: { latencyMs: number }): FaultMap {
  return Object.fromEntries(OPERATION_IDS.map((id) => [id, { ...fault }])) as FaultMap;
}

/** The built-in scenarios, each name kept as its literal type: `ScenarioName` is read from them. */
function builtInScenarios<const Name extends string>(
  scenarios: readonly (ScenarioDefinition & { name: Name })[],
) {
  return scenarios;
}

/** The built-in scenarios, in the order of the scenario index: a new one is one entry here. */
const BUILT_IN_SCENARIOS = builtInScenarios([
  {
    name: 'no-plan',
    description: 'Signed in with saved addresses but no plan: the no-plan view and a fresh build.',
    seed: seeds.noPlan,
    faults: {},
    context: {},
  },
  {
    name: 'draft',
    description:
      'A plan built but not paid (status 0, planId 880001, no address): review in create mode.',
    seed: seeds.draft,
    faults: {},
    context: {},
  },
  {
    name: 'active',
    description: 'An active plan (status 1) with two items, a gift and a US address.',
    seed: seeds.active,
    faults: {},
    context: {},
  },
  {
    name: 'paused',
    description: 'A paused plan (status 2): the restart button and the address echo.',
    seed: seeds.paused,
    faults: {},
    context: {},
  },
  {
    name: 'active-no-address',
    description: 'An active plan without a shipping address (addressId 0).',
    seed: seeds.activeNoAddress,
    faults: {},
    context: {},
  },
  {
    name: 'next-delivery-skipped',
    description:
      'The active plan after its next delivery was skipped: the next order is two intervals (90 days) away.',
    seed: seeds.nextDeliverySkipped,
    faults: {},
    context: {},
  },
  {
    name: 'out-of-stock',
    description:
      'A draft whose Fresh Mint pods are out of stock: building it answers noInventoryList.',
    seed: seeds.outOfStock,
    faults: {},
    context: {},
  },
  {
    name: 'checkout-5052',
    description:
      'A draft whose checkout and payment-URL calls fail with code 5052 (review reloads after 2 s).',
    seed: seeds.draft,
    faults: {
      checkout: { code: 5052, msg: 'The plan has changed, the page will reload' },
      completeInfoAndGetPayUrl: { code: 5052, msg: 'The plan has changed, the page will reload' },
    },
    context: {},
  },
  {
    name: 'unauthorized',
    description:
      'The credential has expired: every autoship call answers 401 until the shopper signs in again.',
    seed: seeds.active,
    faults: onSecured({ status: 401, clearedBySignIn: true }),
    context: {},
  },
  {
    name: 'forbidden',
    description: 'The credential may not do this: every autoship call answers 403.',
    seed: seeds.active,
    faults: onSecured({ status: 403 }),
    context: {},
  },
  {
    name: 'server-error',
    description: 'The backend fails on the plan query (HTTP 500); every other call works.',
    seed: seeds.active,
    faults: { queryAutoShipPlan: { status: 500 } },
    context: {},
  },
  {
    name: 'slow',
    description: `An active plan, but every call takes ${SLOW_LATENCY_MS / 1000} s (?mockLatency=MS changes it): skeletons and spinners.`,
    seed: seeds.active,
    faults: onEvery({ latencyMs: SLOW_LATENCY_MS }),
    context: {},
  },
  {
    name: 'anonymous',
    description:
      'Not signed in (no credential): calls answer 401 and the login stand-in signs the shopper in.',
    seed: seeds.active,
    faults: {},
    context: { isLoggedIn: false, authToken: null, customerId: 0, customerEmail: null },
  },
  {
    name: 'blocked-country',
    description: `A global store whose visitor country (${BLOCKED_VISITOR_COUNTRY}) is not in the allowed purchase list: checkout hidden.`,
    seed: seeds.draft,
    faults: {},
    context: { globalStore: true, visitorCountry: BLOCKED_VISITOR_COUNTRY },
  },
  {
    name: 'order-history',
    description:
      'The active plan with 23 past deliveries (three pages of "Past deliveries"); every other scenario has none.',
    seed: seeds.orderHistory,
    faults: {},
    context: {},
  },
]);

/** The built-ins' names (a scenario file's `base` is one of them). */
export const BUILT_IN_SCENARIO_NAMES: readonly ScenarioName[] = BUILT_IN_SCENARIOS.map(
  ({ name }) => name,
);

const SCENARIO_NAMES: readonly ScenarioName[] = [
  ...BUILT_IN_SCENARIO_NAMES,
  ...Object.keys(FILES).map((path) => fileName(path) as ScenarioName),
];

/** A scenario from a file's content: its base (a built-in) with the file's overrides. */
export function scenarioFromFile(name: string, file: ScenarioFile): ScenarioDefinition {
  // An unknown base is reported by the file's check before the scenario is used.
  const base =
    BUILT_IN_SCENARIOS.find((scenario) => scenario.name === file.base) ??
    BUILT_IN_SCENARIOS.find((scenario) => scenario.name === DEFAULT_SCENARIO);
  if (!base) throw new Error('mock scenarios: the default scenario is missing');
  return {
    name,
    description: file.description ?? `${base.name} with changes (scenario file)`,
    seed: () => seedWithOverrides(base.seed(), file),
    faults: faultsWithOverrides(base.faults, file),
    context: base.context,
    file,
  };
}

export const FILE_SCENARIOS: readonly ScenarioDefinition[] = Object.entries(FILES).map(
  ([path, file]) => scenarioFromFile(fileName(path), file),
);

/** Every scenario: the built-ins, then the repository's files (what every host serves). */
export const SCENARIOS: readonly ScenarioDefinition[] = [...BUILT_IN_SCENARIOS, ...FILE_SCENARIOS];

/** Every scenario's name, for the switch, the index and the toolbar. */
export function allScenarioNames(): readonly ScenarioName[] {
  return SCENARIO_NAMES;
}

/** A built-in's or a repository file's name. */
export function isKnownScenario(name: string): boolean {
  return SCENARIOS.some((scenario) => scenario.name === name);
}

export function getScenario(name: string): ScenarioDefinition {
  const scenario = SCENARIOS.find((entry) => entry.name === name);
  if (!scenario) throw new Error(`mock scenarios: no entry for ${name}`);
  return scenario;
}

/** Options of a scenario run: another latency for every call, and extra faults (tests). */
export interface ScenarioOptions {
  /**
   * Latency on every call, in ms (replaces the scenario's own latencies, and its calls that never
   * answer: the Prism examples are recorded with 0).
   */
  latencyMs?: number;
  /** Faults merged over the scenario's own, per operation. */
  faults?: FaultMap;
}

/** The faults of a scenario run. */
export function scenarioFaults(
  scenario: ScenarioDefinition,
  options: ScenarioOptions = {},
): FaultMap {
  const faults: Record<string, AnyFault> = {};
  for (const id of OPERATION_IDS) {
    const merged: AnyFault = { ...scenario.faults[id], ...options.faults?.[id] };
    if (options.latencyMs !== undefined) {
      merged.latencyMs = options.latencyMs;
      delete merged.neverAnswers;
    }
    if (Object.keys(merged).length > 0) faults[id] = merged;
  }
  return faults as FaultMap;
}
