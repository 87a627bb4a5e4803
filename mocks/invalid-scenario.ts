/**
 * The on-page message for a URL the mock refuses: a `?scenario=` naming no scenario, a scenario
 * file that does not hold, a `?mockLatency=` or `?fault=` value out of its range. It says what was
 * refused (a name it does not know, or a value and its limit) and what is valid, with links.
 * Plain DOM, shown instead of the app, so the mistake is never hidden behind a silent fallback or
 * a blank page.
 */
import styles from './pages/mock-pages.module.css';
import { MOCK_PATHS } from './routes.tsx';
import { SCENARIOS } from './scenarios/registry.ts';
import { LATENCY_PARAM, SCENARIO_PARAM, type SelectionResult } from './scenarios/selection.ts';
import { FAULT_KINDS, type FaultParse } from './url-faults.ts';

type Invalid = Extract<SelectionResult, { kind: 'invalid' }>;

/** A name the mock does not know, or a value it refuses: the page's heading says which. */
const SELECTION_HEADINGS: Readonly<Record<Invalid['refused'], string>> = {
  scenario: 'Unknown mock scenario',
  'scenario-file': 'Mock scenario file refused',
  latency: 'Mock latency value refused',
};
const FAULT_HEADINGS: Readonly<Record<Extract<FaultParse, { ok: false }>['refused'], string>> = {
  name: 'Unknown mock fault',
  value: 'Mock fault value refused',
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Both messages' frame: the mock-mode banner, the heading and the problem as an alert. */
function problemPage(testid: string, heading: string, problem: string): HTMLElement {
  const main = element('main', undefined, styles.page);
  main.id = 'main-content';
  main.dataset.testid = testid;
  main.append(element('p', 'Mock mode', styles.banner));
  main.append(element('h1', heading, styles.heading));
  const alert = element('p', problem, styles.alert);
  alert.setAttribute('role', 'alert');
  main.append(alert);
  return main;
}

/** Ends the page with the link to /__scenarios and shows it instead of the app. */
function showProblemPage(
  main: HTMLElement,
  container: HTMLElement,
  indexText: string,
  title: string,
): void {
  const index = element('p');
  const indexLink = element('a', indexText);
  indexLink.href = MOCK_PATHS.scenarios;
  index.append(indexLink);
  main.append(index);
  container.replaceChildren(main);
  document.title = title;
}

/** The same page without the refused `?mockLatency=`: the scenario as named, no latency. */
function withoutLatency(): HTMLElement {
  const url = new URL(location.href);
  url.searchParams.delete(LATENCY_PARAM);
  const paragraph = element('p');
  const link = element('a', `This page without ${LATENCY_PARAM}`);
  link.href = `${url.pathname}${url.search}`;
  paragraph.append(link);
  return paragraph;
}

function validScenarios(invalid: Invalid): HTMLElement[] {
  const lead = element(
    'p',
    `Valid scenarios (${invalid.valid.length}): ${invalid.valid.join(', ')}. Pick one:`,
  );
  const list = element('ul', undefined, styles.scenarios);
  list.setAttribute('aria-label', 'Valid scenarios');
  for (const scenario of SCENARIOS) {
    const item = element('li', undefined, styles.scenario);
    const link = element('a', scenario.name, styles.scenarioName);
    link.href = `${location.pathname}?${SCENARIO_PARAM}=${encodeURIComponent(scenario.name)}`;
    item.append(link, element('p', scenario.description));
    list.append(item);
  }
  return [lead, list];
}

export function renderInvalidScenario(invalid: Invalid, container: HTMLElement): void {
  const heading = SELECTION_HEADINGS[invalid.refused];
  const main = problemPage('invalid-scenario', heading, invalid.problem);
  if (invalid.refused === 'latency') main.append(withoutLatency());
  else main.append(...validScenarios(invalid));
  showProblemPage(main, container, 'All scenarios and their pages', `${heading} · Autoship`);
}

/** The on-page message for a `?fault=` value that is not valid: the problem and every kind. */
export function renderInvalidFaults(
  refusal: Extract<FaultParse, { ok: false }>,
  container: HTMLElement,
): void {
  const heading = FAULT_HEADINGS[refusal.refused];
  const main = problemPage('invalid-fault', heading, refusal.problem);
  main.append(element('p', 'Write ?fault=operationId:KIND[,operationId:KIND…], KIND one of:'));
  const list = element('ul');
  list.setAttribute('aria-label', 'Fault kinds');
  for (const kind of FAULT_KINDS) list.append(element('li', `${kind.token}: ${kind.means}`));
  main.append(list);
  showProblemPage(main, container, 'All scenarios, faults and examples', `${heading} · Autoship`);
}
