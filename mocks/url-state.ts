/**
 * The URL is the mock's state: the scenario, its latency and the per-call faults in force stay in
 * the address bar at every moment (client-side navigation, the app's redirects and reloads, the
 * mock's stand-ins), so an address copied at any time opens the same state in another browser.
 * No MSW import: MSW and Prism mode both use it.
 */
import { loginNavigation } from '#src/api/login-redirect.ts';
import { paymentNavigation } from '#src/pages/payment/payment-navigation.ts';
import { mockNavigation } from './pages/navigation.ts';
import {
  LATENCY_PARAM,
  SCENARIO_PARAM,
  SCENARIO_JSON_PARAM,
  type ScenarioSelection,
} from './scenarios/selection.ts';
import { FAULT_PARAM } from './url-faults.ts';

const MOCK_PARAMS = [SCENARIO_PARAM, SCENARIO_JSON_PARAM, LATENCY_PARAM, FAULT_PARAM] as const;

let stateParams: [string, string][] = [];

/** Records the state in force; every address the page goes to from now on carries it. */
export function setMockUrlState(selection: ScenarioSelection, faults: string): void {
  stateParams = [];
  if (selection.json !== undefined) stateParams.push([SCENARIO_JSON_PARAM, selection.json]);
  else stateParams.push([SCENARIO_PARAM, selection.name]);
  if (selection.options.latencyMs !== undefined) {
    stateParams.push([LATENCY_PARAM, String(selection.options.latencyMs)]);
  }
  if (faults !== '') stateParams.push([FAULT_PARAM, faults]);
}

/**
 * `href` with the state's parameters (replacing any it names); addresses on another origin are
 * left alone. Relative in, relative out.
 */
export function withMockState(href: string): string {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return href;
  for (const name of MOCK_PARAMS) url.searchParams.delete(name);
  for (const [name, value] of stateParams) url.searchParams.append(name, value);
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(href);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** The address bar's address with the state in force (what the toolbar copies). */
export function currentMockUrl(): string {
  return withMockState(location.href);
}

/**
 * Whether this page load continues the tab's session (a reload, Back/Forward, or a navigation
 * from a page of this store) rather than an address opened afresh (typed, pasted, bookmarked):
 * only the latter starts a scenario named in the URL afresh, so a reload keeps what the shopper did.
 */
export function continuesSession(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry && (entry.type === 'reload' || entry.type === 'back_forward')) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * Puts the state in the address bar now and keeps it there: every `pushState`/`replaceState`
 * (the router's navigation) and every full navigation of the app and the stand-ins (login,
 * payment) carries it.
 */
export function keepMockStateInAddressBar(): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, data: unknown, unused: string, url?: string | URL) {
      const target = url === undefined || url === null ? location.href : String(url);
      original.call(this, data, unused, withMockState(target));
    };
  }
  history.replaceState(history.state, '', currentMockUrl());
  const login = loginNavigation.navigate.bind(loginNavigation);
  loginNavigation.navigate = (url) => login(withMockState(url));
  const payment = paymentNavigation.go.bind(paymentNavigation);
  paymentNavigation.go = (href) => payment(withMockState(href));
  const assign = mockNavigation.assign.bind(mockNavigation);
  mockNavigation.assign = (url) => assign(withMockState(url));
}
