/**
 * The scenario registry: one list drives MSW in the browser (`?scenario=NAME`), `setupServer` in
 * Vitest (`setScenario(NAME)`), the mock HTTP server, and Prism mode (the `Prefer` header per
 * operation). No MSW import, so Prism mode can read it.
 *
 * Each entry: a one-line description, a seed of the store (from fixtures/seed.json), faults per
 * operation (HTTP status, envelope code, latency), store-context overrides, and the Prism mapping.
 */
import type { StoreContext } from '#src/api/store-context.ts';
import type { AnyFault, FaultMap } from '#mocks/faults.ts';
import {
  OPERATIONS,
  OPERATION_IDS,
  SECURED_OPERATION_IDS,
  type OperationId,
} from '#mocks/operations.ts';
import type { StoreSeed } from '#mocks/store/mock-state.ts';
import {
  faultsWithOverrides,
  preferWithOverrides,
  seedWithOverrides,
  type ScenarioFile,
} from './scenario-file.ts';
import { seeds } from './seeds.ts';

export const SCENARIO_NAMES = [
  'no-plan',
  'draft',
  'active',
  'paused',
  'active-no-address',
  'out-of-stock',
  'checkout-5052',
  'unauthorized',
  'forbidden',
  'server-error',
  'slow',
  'anonymous',
  'blocked-country',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** The scenario in force when none was named (`npm run dev`, and every Vitest test by default). */
export const DEFAULT_SCENARIO: ScenarioName = 'active';

/** Latency of the `slow` scenario on every call; `?mockLatency=MS` or `setScenario('slow', { latencyMs })` changes it. */
const SLOW_LATENCY_MS = 2000;

/** The visitor country of `blocked-country`: not in any allowed purchase list the mocks use. */
const BLOCKED_VISITOR_COUNTRY = 'BR';

/** A `Prefer` header value for Prism: `example=NAME` or `code=NNN`. */
type PreferValue = `example=${string}` | `code=${number}`;

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
  /** Prism mode: the `Prefer` header each operation is sent with. */
  prism: Record<OperationId, PreferValue>;
  /** A scenario file's content (checked by validate-scenario-file.ts before it is used). */
  file?: ScenarioFile;
  /**
   * Operations whose answer under Prism differs from the stateful mock's (status or envelope
   * code), each with the reason; tests/contract/scenario-parity.test.ts holds every other one to
   * the same answer on both hosts.
   */
  prismExceptions?: Partial<Record<OperationId, string>>;
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

/**
 * Prism's `Prefer` per operation: the scenario's own example where the operation has one, else
 * the `active` example; `securedStatus` sends every secured call to that status; `overrides` win.
 */
function prismMapping(
  name: string,
  {
    securedStatus,
    overrides = {},
  }: { securedStatus?: 401 | 403; overrides?: Partial<Record<OperationId, PreferValue>> } = {},
): Record<OperationId, PreferValue> {
  return Object.fromEntries(
    OPERATION_IDS.map((id) => {
      const info = OPERATIONS[id];
      const own: readonly string[] = info.examples;
      let prefer: PreferValue = own.includes(name) ? `example=${name}` : 'example=active';
      if (securedStatus && info.secured) prefer = `code=${securedStatus}`;
      return [id, overrides[id] ?? prefer];
    }),
  ) as Record<OperationId, PreferValue>;
}

/** A draft plan has no address: Prism answers the plan address as the no-address example. */
const NO_ADDRESS: Partial<Record<OperationId, PreferValue>> = {
  getPlanAddress: 'example=active-no-address',
};

/**
 * No plan: every call about planId 880001 answers code 5002 on the stateful mock, so Prism answers
 * the plan-not-found example (one scenario, the same answer on every host).
 */
const PLAN_NOT_FOUND: Partial<Record<OperationId, PreferValue>> = Object.fromEntries(
  (
    [
      'getPlanAddress',
      'changePlanAddress',
      'changePlan',
      'pausePlan',
      'restartPlan',
      'terminatePlan',
      'toCheckoutCar',
      'completeInfoAndGetPayUrl',
      'checkout',
    ] as const
  ).map((id) => [id, 'example=plan-not-found']),
);

/** A draft (built, not paid) can be neither paused nor restarted: code 5003 on both hosts. */
const DRAFT: Partial<Record<OperationId, PreferValue>> = {
  ...NO_ADDRESS,
  pausePlan: 'example=plan-state',
  restartPlan: 'example=plan-state',
};

export const SCENARIOS: readonly ScenarioDefinition[] = [
  {
    name: 'no-plan',
    description: 'Signed in with saved addresses but no plan: the no-plan view and a fresh build.',
    seed: seeds.noPlan,
    faults: {},
    context: {},
    prism: prismMapping('no-plan', { overrides: PLAN_NOT_FOUND }),
  },
  {
    name: 'draft',
    description:
      'A plan built but not paid (status 0, planId 880001, no address): review in create mode.',
    seed: seeds.draft,
    faults: {},
    context: {},
    prism: prismMapping('draft', { overrides: DRAFT }),
  },
  {
    name: 'active',
    description: 'An active plan (status 1) with two items, a gift and a US address.',
    seed: seeds.active,
    faults: {},
    context: {},
    prism: prismMapping('active'),
  },
  {
    name: 'paused',
    description: 'A paused plan (status 2): the restart button and the address echo.',
    seed: seeds.paused,
    faults: {},
    context: {},
    prism: prismMapping('paused'),
  },
  {
    name: 'active-no-address',
    description: 'An active plan without a shipping address (addressId 0).',
    seed: seeds.activeNoAddress,
    faults: {},
    context: {},
    prism: prismMapping('active-no-address'),
  },
  {
    name: 'out-of-stock',
    description:
      'A draft whose Fresh Mint pods are out of stock: building it answers noInventoryList.',
    seed: seeds.outOfStock,
    faults: {},
    context: {},
    prism: prismMapping('out-of-stock', { overrides: DRAFT }),
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
    prism: prismMapping('checkout-5052', { overrides: DRAFT }),
  },
  {
    name: 'unauthorized',
    description:
      'The credential has expired: every autoship call answers 401 until the shopper signs in again.',
    seed: seeds.active,
    faults: onSecured({ status: 401, clearedBySignIn: true }),
    context: {},
    prism: prismMapping('unauthorized', { securedStatus: 401 }),
  },
  {
    name: 'forbidden',
    description: 'The credential may not do this: every autoship call answers 403.',
    seed: seeds.active,
    faults: onSecured({ status: 403 }),
    context: {},
    prism: prismMapping('forbidden', { securedStatus: 403 }),
  },
  {
    name: 'server-error',
    description: 'The backend fails on the plan query (HTTP 500); every other call works.',
    seed: seeds.active,
    faults: { queryAutoShipPlan: { status: 500 } },
    context: {},
    prism: prismMapping('server-error', { overrides: { queryAutoShipPlan: 'code=500' } }),
  },
  {
    name: 'slow',
    description: `An active plan, but every call takes ${SLOW_LATENCY_MS / 1000} s (?mockLatency=MS changes it): skeletons and spinners.`,
    seed: seeds.active,
    faults: onEvery({ latencyMs: SLOW_LATENCY_MS }),
    context: {},
    prism: prismMapping('slow'),
  },
  {
    name: 'anonymous',
    description:
      'Not signed in (no credential): calls answer 401 and the login stand-in signs the shopper in.',
    seed: seeds.active,
    faults: {},
    context: { isLoggedIn: false, authToken: null, customerId: 0, customerEmail: null },
    prism: prismMapping('anonymous', { securedStatus: 401 }),
  },
  {
    name: 'blocked-country',
    description: `A global store whose visitor country (${BLOCKED_VISITOR_COUNTRY}) is not in the allowed purchase list: checkout hidden.`,
    seed: seeds.draft,
    faults: {},
    context: { globalStore: true, visitorCountry: BLOCKED_VISITOR_COUNTRY },
    prism: prismMapping('blocked-country', {
      overrides: { ...DRAFT, queryAutoShipPlan: 'example=draft' },
    }),
  },
];

/** A scenario from a file's content: its base (a built-in) with the file's overrides. */
export function scenarioFromFile(name: string, file: ScenarioFile): ScenarioDefinition {
  // An unknown base is reported by the file's check before the scenario is used.
  const base =
    SCENARIOS.find((scenario) => scenario.name === file.base) ??
    SCENARIOS.find((scenario) => scenario.name === DEFAULT_SCENARIO);
  if (!base) throw new Error('mock scenarios: the default scenario is missing');
  return {
    name,
    description: file.description ?? `${base.name} with changes (scenario file)`,
    seed: () => seedWithOverrides(base.seed(), file),
    faults: faultsWithOverrides(base.faults, file),
    context: base.context,
    prism: preferWithOverrides(base.prism, file),
    file,
  };
}

/** The scenario files of mocks/scenarios/files/, each named after its file. */
const FILES = import.meta.glob<ScenarioFile>('./files/*.json', { eager: true, import: 'default' });

export const FILE_SCENARIOS: readonly ScenarioDefinition[] = Object.entries(FILES).map(
  ([path, file]) => scenarioFromFile(/([^/]+)\.json$/.exec(path)?.[1] ?? path, file),
);

/** Every scenario: the built-ins, then the repository's files (what every host serves). */
export const ALL_SCENARIOS: readonly ScenarioDefinition[] = [...SCENARIOS, ...FILE_SCENARIOS];

/** Every scenario's name, for the switch, the index and the toolbar. */
export function allScenarioNames(): readonly string[] {
  return ALL_SCENARIOS.map((scenario) => scenario.name);
}

/** A built-in's or a repository file's name. */
export function isKnownScenario(name: string): boolean {
  return ALL_SCENARIOS.some((scenario) => scenario.name === name);
}

export function getScenario(name: string): ScenarioDefinition {
  const scenario = ALL_SCENARIOS.find((entry) => entry.name === name);
  if (!scenario) throw new Error(`mock scenarios: no entry for ${name}`);
  return scenario;
}

/** Options of a scenario run: another latency for every call, and extra faults (tests). */
export interface ScenarioOptions {
  /** Latency on every call, in ms (replaces the scenario's own latencies). */
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
    if (options.latencyMs !== undefined) merged.latencyMs = options.latencyMs;
    if (Object.keys(merged).length > 0) faults[id] = merged;
  }
  return faults as FaultMap;
}
