import { APP_PATHS } from '#src/app/paths.ts';
import { activeScenario } from '#mocks/active-scenario.ts';
import { SCENARIOS } from '#mocks/scenarios/registry.ts';
import { SCENARIO_PARAM } from '#mocks/scenarios/selection.ts';
import {
  FAULT_EXAMPLES,
  FAULT_KINDS,
  FAULT_PARAM,
  formatFaults,
  urlFaults,
} from '#mocks/url-faults.ts';
import styles from './mock-pages.module.css';

const PAGES = [
  { label: 'Manage', path: APP_PATHS.manage },
  { label: 'Program', path: APP_PATHS.program },
  { label: 'Build plan', path: APP_PATHS.buildPlan },
  { label: 'Payment', path: APP_PATHS.payment },
  { label: 'Review', path: APP_PATHS.review },
] as const;

/** `/__scenarios` (mock modes only): every scenario, what it is, and each page under it. */
export function ScenarioIndexPage() {
  const active = activeScenario();
  const faultsNow = formatFaults(urlFaults());
  return (
    <main className={styles.page} id="main-content">
      <p className={styles.banner}>
        Mock mode{active ? ` · ${active.mode === 'msw' ? 'MSW' : 'Prism'}` : ''}
      </p>
      <h1 className={styles.heading}>Mock scenarios</h1>
      <p className={styles.lead}>
        Add <code>?{SCENARIO_PARAM}=NAME</code> to any page to switch the whole app; it holds for
        this browser tab until another is named, and naming one again starts it afresh.
        {active && (
          <>
            {' '}
            Now: <strong data-testid="current-scenario">{active.name}</strong>.
          </>
        )}
      </p>
      <ul className={styles.scenarios} aria-label="Scenarios">
        {SCENARIOS.map((scenario) => {
          const current = active?.name === scenario.name;
          return (
            <li
              key={scenario.name}
              className={`${styles.scenario} ${current ? styles.current : ''}`}
              aria-current={current ? 'true' : undefined}
              data-scenario={scenario.name}
            >
              <h2 className={styles.scenarioName}>{scenario.name}</h2>
              <p>{scenario.description}</p>
              <ul className={styles.scenarioLinks} aria-label={`Pages under ${scenario.name}`}>
                {PAGES.map((page) => (
                  <li key={page.path}>
                    <a href={`${page.path}?${SCENARIO_PARAM}=${encodeURIComponent(scenario.name)}`}>
                      {page.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="faults-heading" data-testid="fault-index">
        <h2 id="faults-heading" className={styles.heading}>
          Per-call faults
        </h2>
        <p className={styles.lead}>
          Add <code>?{FAULT_PARAM}=operationId:KIND</code> (several separated by commas; a delay
          adds to a failure on the same call) to any page, alongside <code>?{SCENARIO_PARAM}=</code>
          , to break single calls. The faults hold for this tab like the scenario, until{' '}
          <code>?{FAULT_PARAM}=</code> names others; <code>?{FAULT_PARAM}=none</code> clears them.
          MSW mode only. Now:{' '}
          <strong data-testid="current-faults">{faultsNow === '' ? 'none' : faultsNow}</strong>.
        </p>
        <ul aria-label="Fault kinds">
          {FAULT_KINDS.map((kind) => (
            <li key={kind.token}>
              <code>{kind.token}</code>: {kind.means}
            </li>
          ))}
        </ul>
        <h3>Examples on the manage page</h3>
        <ul className={styles.scenarioLinks} aria-label="Fault examples">
          {FAULT_EXAMPLES.map((example) => (
            <li key={example}>
              <a href={`${APP_PATHS.manage}?${FAULT_PARAM}=${encodeURIComponent(example)}`}>
                {example}
              </a>
            </li>
          ))}
          <li>
            <a href={`${APP_PATHS.manage}?${FAULT_PARAM}=none`}>none (clear)</a>
          </li>
        </ul>
      </section>
    </main>
  );
}
