/**
 * The switch: `?scenario=NAME` on any page selects a scenario for the browser session. The choice
 * is kept in sessionStorage, so it holds across reloads and navigation; naming it again in a URL
 * resets the store. The parameters are taken out of the address bar once read, so a reload does
 * not reset what the shopper did. No MSW import (Prism mode uses it too).
 */
import {
  DEFAULT_SCENARIO,
  SCENARIO_NAMES,
  isScenarioName,
  type ScenarioName,
  type ScenarioOptions,
} from './registry.ts';
import { FAULT_PARAM } from '#mocks/url-faults.ts';

export const SCENARIO_PARAM = 'scenario';
/** `?scenario=slow&mockLatency=500`: the latency of every call, in ms. */
const LATENCY_PARAM = 'mockLatency';
const SELECTION_STORAGE_KEY = 'autoship.mock.scenario';

export interface ScenarioSelection {
  name: ScenarioName;
  options: ScenarioOptions;
}

export type SelectionResult =
  /** Named in this page's URL: the store starts afresh. */
  | { kind: 'named'; selection: ScenarioSelection }
  /** Kept from earlier in the browser session. */
  | { kind: 'kept'; selection: ScenarioSelection }
  /** Nothing named yet this session: the default scenario. */
  | { kind: 'default'; selection: ScenarioSelection }
  /** The URL names something that is not a scenario (or a bad latency): show it, never fall back. */
  | { kind: 'invalid'; requested: string; problem: string; valid: readonly ScenarioName[] };

function readKept(storage: Storage): ScenarioSelection | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SELECTION_STORAGE_KEY) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as ScenarioSelection).name === 'string' &&
      isScenarioName((parsed as ScenarioSelection).name)
    ) {
      const { name, options } = parsed as ScenarioSelection;
      return { name, options: typeof options === 'object' && options !== null ? options : {} };
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function keepSelection(storage: Storage, selection: ScenarioSelection): void {
  storage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

/** Which scenario this page runs, from its URL and the session. */
export function selectScenario(search: string, storage: Storage): SelectionResult {
  const params = new URLSearchParams(search);
  const requested = params.get(SCENARIO_PARAM);
  const latency = params.get(LATENCY_PARAM);
  if (requested !== null) {
    const name = requested.trim();
    if (!isScenarioName(name)) {
      return {
        kind: 'invalid',
        requested,
        problem: `“${requested}” is not a mock scenario.`,
        valid: SCENARIO_NAMES,
      };
    }
    const options: ScenarioOptions = {};
    if (latency !== null) {
      if (!/^\d{1,6}$/.test(latency)) {
        return {
          kind: 'invalid',
          requested: `${name}&${LATENCY_PARAM}=${latency}`,
          problem: `${LATENCY_PARAM} must be a whole number of milliseconds, not “${latency}”.`,
          valid: SCENARIO_NAMES,
        };
      }
      options.latencyMs = Number(latency);
    }
    return { kind: 'named', selection: { name, options } };
  }
  const kept = readKept(storage);
  if (kept) return { kind: 'kept', selection: kept };
  return { kind: 'default', selection: { name: DEFAULT_SCENARIO, options: {} } };
}

/** The address without the switch's parameters (what the address bar shows once read). */
export function withoutScenarioParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SCENARIO_PARAM);
  url.searchParams.delete(LATENCY_PARAM);
  // `?fault=` (mocks/url-faults.ts) is read with the scenario and kept for the tab the same way.
  url.searchParams.delete(FAULT_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
