/**
 * Per-call faults for QA from the page URL: `?fault=pausePlan:500,terminatePlan:timeout,
 * queryCustomerAddress:malformed,pausePlan:delay=3000`. Each item is `operationId:kind`; items
 * for the same operation add up (a delay and a failure). They hold for the browser tab like
 * `?scenario=` (sessionStorage), on top of whatever the scenario does, until `?fault=` names
 * others (`?fault=none` clears them). Mock (MSW) mode only. No MSW import: the parser and the
 * table are shared by the browser, the scenario index, Vitest and the fault matrix.
 */
import { MAX_LATENCY_MS } from './faults.ts';
import { OPERATION_IDS, type OperationId } from './operations.ts';

export const FAULT_PARAM = 'fault';
export const FAULT_STORAGE_KEY = 'autoship.mock.faults';

/** What one operation does under injected faults. */
export interface UrlFault {
  /** Wait this long before answering (or failing). */
  delayMs?: number;
  /** Answer this HTTP status; with `html`, an HTML error page instead of the JSON envelope. */
  status?: number;
  html?: boolean;
  /** HTTP 200 whose body is broken JSON. */
  malformed?: boolean;
  /** HTTP 200 whose body is JSON of the wrong shape (not what the contract says). */
  offContract?: boolean;
  /** HTTP 200 with a failure envelope: this code and its `msg`. */
  code?: number;
  /** The connection fails (no answer at all). */
  network?: boolean;
  /** No answer ever: the app's request timeout (60 s) decides. */
  timeout?: boolean;
}

export type UrlFaultMap = Partial<Record<OperationId, UrlFault>>;

/** The `msg` of an injected envelope failure: what a shopper would read in the toast. */
export function injectedFailureMessage(code: number): string {
  return `Something went wrong on our side (code ${code}). Please try again.`;
}

/** Every kind, as QA writes it, with what it does: the scenario index and README show these. */
export const FAULT_KINDS: ReadonlyArray<{ token: string; means: string }> = [
  { token: '500', means: 'HTTP 500 (or any status 400–599) with the JSON error envelope' },
  { token: '500html', means: 'HTTP 500 (or any status) with an HTML error page' },
  { token: '401', means: 'HTTP 401: the app sends the shopper to login' },
  { token: '403', means: 'HTTP 403: login once, then the “can’t manage a plan here” page' },
  { token: 'code=5052', means: 'HTTP 200 with a failure envelope: that code and a msg' },
  { token: 'malformed', means: 'HTTP 200 with broken JSON' },
  { token: 'offcontract', means: 'HTTP 200 with JSON of the wrong shape' },
  { token: 'network', means: 'the connection fails (no answer)' },
  { token: 'timeout', means: 'no answer at all: the app gives up after 60 s' },
  { token: 'delay=3000', means: 'answer after 3000 ms (at most 600000; adds to any other fault)' },
];

/** Links the scenario index offers, one per common case (each reproduces a matrix row). */
export const FAULT_EXAMPLES: readonly string[] = [
  'pausePlan:500',
  'terminatePlan:timeout',
  'queryCustomerAddress:malformed',
  'pausePlan:delay=3000',
  'queryAutoShipPlan:offcontract',
  'terminatePlan:code=5003',
  'restartPlan:network',
  'getPlanAddress:500html',
  'queryAutoShipPlan:403',
  'pausePlan:delay=3000,pausePlan:500',
];

export type FaultParse =
  | { ok: true; faults: UrlFaultMap }
  /**
   * `refused`: a name that is no operation or kind ('name'), or a kind's value out of its range
   * ('value': a delay, a status, a code), which the problem says.
   */
  | { ok: false; problem: string; refused: 'name' | 'value' };

function isOperationId(value: string): value is OperationId {
  return (OPERATION_IDS as readonly string[]).includes(value);
}

/** A kind QA wrote with a value out of its range: what the value may be. */
interface RefusedValue {
  limit: string;
}

/**
 * The kinds that take a value: what a valid value gives, else the limit it broke. A status is an
 * HTTP error's (the contract's faults are 4xx and 5xx); 200 is the envelope's success code.
 */
function parseValue(token: string, operationId: string): UrlFault | RefusedValue | null {
  const status = /^(\d{3})(html)?$/.exec(token);
  if (status) {
    const value = Number(status[1]);
    if (value < 400 || value > 599) return { limit: 'a status is an HTTP error, 400–599' };
    return { status: value, ...(status[2] ? { html: true } : {}) };
  }
  const code = /^code=(.*)$/.exec(token);
  if (code) {
    const value = /^\d{1,6}$/.test(code[1] ?? '') ? Number(code[1]) : NaN;
    if (Number.isNaN(value) || value === 200) {
      return { limit: 'a failure code is a whole number of at most 6 digits, not 200 (success)' };
    }
    return { code: value };
  }
  const delay = /^delay=(.*)$/.exec(token);
  if (delay) {
    const value = /^\d{1,7}$/.test(delay[1] ?? '') ? Number(delay[1]) : NaN;
    if (Number.isNaN(value) || value > MAX_LATENCY_MS) {
      return {
        limit: `a delay is a whole number of milliseconds, at most ${MAX_LATENCY_MS} (10 minutes); for a call that never answers write ${operationId}:timeout`,
      };
    }
    return { delayMs: value };
  }
  return null;
}

/** Parses one `kind`; null when it is not one. */
function parseKind(kind: string, operationId: string): UrlFault | RefusedValue | null {
  const token = kind.trim().toLowerCase();
  if (token === 'html') return { status: 500, html: true };
  if (token === 'malformed') return { malformed: true };
  if (token === 'offcontract' || token === 'off-contract') return { offContract: true };
  if (token === 'network') return { network: true };
  if (token === 'timeout') return { timeout: true };
  return parseValue(token, operationId);
}

/** `?fault=` text → faults per operation, or what is wrong with it (never a silent fallback). */
export function parseFaults(text: string): FaultParse {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'none') return { ok: true, faults: {} };
  const faults: UrlFaultMap = {};
  for (const item of trimmed.split(',')) {
    const separator = item.indexOf(':');
    const operationId = (separator === -1 ? item : item.slice(0, separator)).trim();
    if (!isOperationId(operationId)) {
      return {
        ok: false,
        refused: 'name',
        problem: `“${operationId}” is not an operation of the contract.`,
      };
    }
    const parsed = separator === -1 ? null : parseKind(item.slice(separator + 1), operationId);
    if (!parsed) {
      return {
        ok: false,
        refused: 'name',
        problem: `“${item.trim()}” is not a fault: write ${operationId}:KIND, KIND one of ${FAULT_KINDS.map((kind) => kind.token).join(', ')}.`,
      };
    }
    if ('limit' in parsed) {
      return { ok: false, refused: 'value', problem: `“${item.trim()}”: ${parsed.limit}.` };
    }
    faults[operationId] = { ...faults[operationId], ...parsed };
  }
  return { ok: true, faults };
}

/** The faults as a `?fault=` value again (the scenario index shows what is in force). */
export function formatFaults(faults: UrlFaultMap): string {
  const items: string[] = [];
  for (const [operationId, fault] of Object.entries(faults) as [OperationId, UrlFault][]) {
    if (fault.delayMs !== undefined) items.push(`${operationId}:delay=${fault.delayMs}`);
    if (fault.status !== undefined)
      items.push(`${operationId}:${fault.status}${fault.html ? 'html' : ''}`);
    if (fault.malformed) items.push(`${operationId}:malformed`);
    if (fault.offContract) items.push(`${operationId}:offcontract`);
    if (fault.code !== undefined) items.push(`${operationId}:code=${fault.code}`);
    if (fault.network) items.push(`${operationId}:network`);
    if (fault.timeout) items.push(`${operationId}:timeout`);
  }
  return items.join(',');
}

let current: UrlFaultMap = {};

/** The faults in force (this tab in the browser; set by tests in Vitest). */
export function urlFaults(): UrlFaultMap {
  return current;
}

export function urlFaultFor(operationId: OperationId): UrlFault | undefined {
  return current[operationId];
}

export function setUrlFaults(faults: UrlFaultMap): void {
  current = { ...faults };
}

/**
 * The browser: `?fault=` in this page's URL (kept for the tab); none when the URL names a scenario
 * without faults (the URL is the whole state); else what the tab kept. Answers the problem when
 * the URL's value is not valid, so the page can show it instead of the app.
 */
export function selectUrlFaults(
  search: string,
  storage: Storage,
  scenarioNamed = false,
): FaultParse {
  const requested = new URLSearchParams(search).get(FAULT_PARAM) ?? (scenarioNamed ? '' : null);
  if (requested !== null) {
    const parsed = parseFaults(requested);
    if (parsed.ok) {
      current = parsed.faults;
      storage.setItem(FAULT_STORAGE_KEY, JSON.stringify(current));
    }
    return parsed;
  }
  try {
    const kept = parseFaults(formatFaults(JSON.parse(storage.getItem(FAULT_STORAGE_KEY) ?? '{}')));
    current = kept.ok ? kept.faults : {};
  } catch {
    current = {};
  }
  return { ok: true, faults: current };
}
