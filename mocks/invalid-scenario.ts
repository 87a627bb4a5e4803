/**
 * The on-page message for `?scenario=` naming no scenario: what was asked for, and every valid
 * name as a link (same page) with its description. Plain DOM, shown instead of the app, so the
 * mistake is never hidden behind a silent fallback or a blank page.
 */
import styles from './pages/mock-pages.module.css';
import { MOCK_PATHS } from './routes.tsx';
import { SCENARIOS } from './scenarios/registry.ts';
import { SCENARIO_PARAM, type SelectionResult } from './scenarios/selection.ts';
import { FAULT_KINDS } from './url-faults.ts';

type Invalid = Extract<SelectionResult, { kind: 'invalid' }>;

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

export function renderInvalidScenario(invalid: Invalid, container: HTMLElement): void {
  const main = problemPage('invalid-scenario', 'Unknown mock scenario', invalid.problem);
  main.append(
    element(
      'p',
      `Valid scenarios (${invalid.valid.length}): ${invalid.valid.join(', ')}. Pick one:`,
    ),
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
  main.append(list);
  showProblemPage(
    main,
    container,
    'All scenarios and their pages',
    'Unknown mock scenario · Autoship',
  );
}

/** The on-page message for a `?fault=` value that is not valid: the problem and every kind. */
export function renderInvalidFaults(problem: string, container: HTMLElement): void {
  const main = problemPage('invalid-fault', 'Unknown mock fault', problem);
  main.append(element('p', 'Write ?fault=operationId:KIND[,operationId:KIND…], KIND one of:'));
  const list = element('ul');
  list.setAttribute('aria-label', 'Fault kinds');
  for (const kind of FAULT_KINDS) list.append(element('li', `${kind.token}: ${kind.means}`));
  main.append(list);
  showProblemPage(
    main,
    container,
    'All scenarios, faults and examples',
    'Unknown mock fault · Autoship',
  );
}
