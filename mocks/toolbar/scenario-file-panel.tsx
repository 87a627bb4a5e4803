/**
 * A one-off scenario from JSON, pasted or uploaded: checked against openapi.yaml's schemas (each
 * problem names its field and rule, and the text stays as typed), then carried in the URL so the
 * link shares it. Too long for a URL: said so, with where to put it instead.
 */
import { useState } from 'react';
import { SCENARIO_JSON_PARAM } from '#mocks/scenarios/selection.ts';
import { addressCarrying, parseScenarioJson } from '#mocks/scenarios/scenario-url.ts';
import { Field } from './field.tsx';
import styles from './toolbar.module.css';

const EXAMPLE = '{ "base": "active", "plan": { "daySpan": 60 }, "outOfStock": [4100005] }';

async function problemsOf(text: string): Promise<string[]> {
  const parsed = parseScenarioJson(text);
  if (!parsed.ok) return [parsed.problem];
  const { scenarioFileProblems } = await import('#mocks/scenarios/validate-scenario-file.ts');
  const name = typeof parsed.file.name === 'string' ? parsed.file.name : 'scenario-file';
  return scenarioFileProblems(parsed.file, name);
}

export function ScenarioFilePanel() {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  async function load() {
    const found = await problemsOf(text);
    if (found.length > 0) return setProblems(found);
    const url = new URL(location.href);
    for (const name of ['scenario', 'mockLatency', 'fault']) url.searchParams.delete(name);
    const carried = addressCarrying(url.href, text, SCENARIO_JSON_PARAM);
    if (!carried.ok) return setProblems([carried.problem]);
    setProblems([]);
    location.assign(carried.href);
  }

  return (
    <details className={styles.section}>
      <summary>Load a scenario file (JSON)</summary>
      <Field label="Scenario JSON">
        {(id) => (
          <textarea
            id={id}
            className={styles.textarea}
            placeholder={EXAMPLE}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Field label="…or a .json file">
          {(id) => (
            <input
              id={id}
              type="file"
              accept="application/json,.json"
              onChange={(event) => {
                void event.target.files?.[0]?.text().then(setText);
              }}
            />
          )}
        </Field>
        <button type="button" className={styles.primary} onClick={() => void load()}>
          Load scenario
        </button>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className={styles.alert} aria-label="Scenario file problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </details>
  );
}
