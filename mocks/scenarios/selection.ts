/**
 * The switch: `?scenario=NAME` on any page selects a scenario for the browser session. The choice
 * is kept in sessionStorage too, so an address the app reaches without the parameters still runs
 * it; the parameters stay in the address bar (mocks/url-state.ts). No MSW import (Prism mode uses
 * it too).
 */
import {
  DEFAULT_SCENARIO,
  allScenarioNames,
  getScenario,
  isKnownScenario,
  scenarioFromFile,
  type ScenarioDefinition,
  type ScenarioOptions,
} from './registry.ts';
import { MAX_LATENCY_MS } from '#mocks/faults.ts';
import { decodeScenarioJson } from './scenario-url.ts';

export const SCENARIO_PARAM = 'scenario';
/** `?scenario=slow&mockLatency=500`: the latency of every call, in ms. */
export const LATENCY_PARAM = 'mockLatency';
/** `?scenarioJson=BASE64URL`: a one-off scenario file carried in the URL (mocks/scenarios/files). */
export const SCENARIO_JSON_PARAM = 'scenarioJson';
const SELECTION_STORAGE_KEY = 'autoship.mock.scenario';

export interface ScenarioSelection {
  name: string;
  options: ScenarioOptions;
  /** The scenario file as carried in the URL (base64url JSON), when it came from one. */
  json?: string;
}

export type SelectionResult =
  /**
   * Named in this page's URL; `sameAsKept` when the tab already runs exactly that (a reload or
   * the app's own navigation: the store goes on unless the address was opened afresh).
   */
  | {
      kind: 'named';
      selection: ScenarioSelection;
      sameAsKept: boolean;
      /** A `?scenario=` the URL named beside a scenario file, which the file overrides. */
      ignoredScenario?: string;
    }
  /** Kept from earlier in the browser session. */
  | { kind: 'kept'; selection: ScenarioSelection }
  /** Nothing named yet this session: the default scenario. */
  | { kind: 'default'; selection: ScenarioSelection }
  /**
   * The URL names something that is not a scenario, a latency out of range or a scenario file
   * that does not hold (`refused` says which): show it, never fall back.
   */
  | {
      kind: 'invalid';
      refused: 'scenario' | 'latency' | 'scenario-file';
      requested: string;
      problem: string;
      valid: readonly string[];
    };

/** The scenario a selection runs: a registry entry, or the file its URL carries. */
export function scenarioOf(selection: ScenarioSelection): ScenarioDefinition {
  if (selection.json === undefined) return getScenario(selection.name);
  const decoded = decodeScenarioJson(selection.json);
  if (!decoded.ok) throw new Error(decoded.problem);
  return scenarioFromFile(selection.name, decoded.file);
}

function readKept(storage: Storage): ScenarioSelection | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SELECTION_STORAGE_KEY) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as ScenarioSelection).name === 'string' &&
      (isKnownScenario((parsed as ScenarioSelection).name) ||
        typeof (parsed as ScenarioSelection).json === 'string')
    ) {
      const { name, options, json } = parsed as ScenarioSelection;
      return {
        name,
        options: typeof options === 'object' && options !== null ? options : {},
        ...(typeof json === 'string' ? { json } : {}),
      };
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function keepSelection(storage: Storage, selection: ScenarioSelection): void {
  storage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

/** `?mockLatency=`'s value in ms, or what is wrong with it. */
function latencyOf(latency: string): { ok: true; ms: number } | { ok: false; problem: string } {
  const ms = /^\d{1,7}$/.test(latency) ? Number(latency) : NaN;
  if (Number.isInteger(ms) && ms <= MAX_LATENCY_MS) return { ok: true, ms };
  return {
    ok: false,
    problem: `${LATENCY_PARAM} must be a whole number of milliseconds up to ${MAX_LATENCY_MS} (10 minutes), not “${latency}”.`,
  };
}

function sameOptions(kept: ScenarioSelection, wanted: ScenarioSelection): boolean {
  return (
    kept.name === wanted.name &&
    kept.json === wanted.json &&
    JSON.stringify(kept.options) === JSON.stringify(wanted.options)
  );
}

/** Which scenario this page runs, from its URL and the session. */
export function selectScenario(search: string, storage: Storage): SelectionResult {
  const params = new URLSearchParams(search);
  const json = params.get(SCENARIO_JSON_PARAM);
  const requested = params.get(SCENARIO_PARAM);
  const latency = params.get(LATENCY_PARAM);
  type Refused = Extract<SelectionResult, { kind: 'invalid' }>['refused'];
  const invalid = (refused: Refused, what: string, problem: string): SelectionResult => ({
    kind: 'invalid',
    refused,
    requested: what,
    problem,
    valid: allScenarioNames(),
  });
  const options: ScenarioOptions = {};
  if (latency !== null) {
    const parsed = latencyOf(latency);
    if (!parsed.ok) return invalid('latency', `${LATENCY_PARAM}=${latency}`, parsed.problem);
    options.latencyMs = parsed.ms;
  }
  if (json !== null) {
    const decoded = decodeScenarioJson(json);
    if (!decoded.ok) return invalid('scenario-file', SCENARIO_JSON_PARAM, decoded.problem);
    const name = typeof decoded.file.name === 'string' ? decoded.file.name : 'scenario-file';
    const selection: ScenarioSelection = { name, options, json };
    const kept = readKept(storage);
    return {
      kind: 'named',
      selection,
      sameAsKept: kept !== null && sameOptions(kept, selection),
      ...(requested === null ? {} : { ignoredScenario: requested }),
    };
  }
  if (requested !== null) {
    const name = requested.trim();
    if (!isKnownScenario(name)) {
      return invalid('scenario', requested, `“${requested}” is not a mock scenario.`);
    }
    const selection: ScenarioSelection = { name, options };
    const kept = readKept(storage);
    return { kind: 'named', selection, sameAsKept: kept !== null && sameOptions(kept, selection) };
  }
  const kept = readKept(storage);
  if (kept) return { kind: 'kept', selection: kept };
  return { kind: 'default', selection: { name: DEFAULT_SCENARIO, options: {} } };
}

/** What the page tells QA when its URL named a scenario file and a scenario: which one it runs. */
export function ignoredScenarioNotice(result: SelectionResult): string | null {
  if (result.kind !== 'named' || result.ignoredScenario === undefined) return null;
  return (
    `This page runs the scenario file from ?${SCENARIO_JSON_PARAM}= (“${result.selection.name}”); ` +
    `?${SCENARIO_PARAM}=${result.ignoredScenario} beside it is ignored and left out of the address.`
  );
}
