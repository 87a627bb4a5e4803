/**
 * The state in force and its switch: scenario, latency and faults. Applying loads the page at an
 * address that names them (the URL is the state); another scenario starts afresh, new faults on
 * the same scenario keep what the shopper did. Reset puts the store back to the scenario's start.
 */
import { useState } from 'react';
import { MAX_LATENCY_MS } from '#mocks/faults.ts';
import { allScenarioNames } from '#mocks/scenarios/registry.ts';
import { LATENCY_PARAM, SCENARIO_JSON_PARAM, SCENARIO_PARAM } from '#mocks/scenarios/selection.ts';
import { FAULT_PARAM, parseFaults } from '#mocks/url-faults.ts';
import { currentMockUrl } from '#mocks/url-state.ts';
import { FaultPicker } from './fault-picker.tsx';
import { Field } from './field.tsx';
import type { ToolbarContext } from './mount.ts';
import styles from './toolbar.module.css';

function addressWith(scenario: string | { json: string }, latency: string, faults: string): string {
  const url = new URL(location.href);
  for (const name of [SCENARIO_PARAM, SCENARIO_JSON_PARAM, LATENCY_PARAM, FAULT_PARAM]) {
    url.searchParams.delete(name);
  }
  if (typeof scenario === 'string') url.searchParams.set(SCENARIO_PARAM, scenario);
  else url.searchParams.set(SCENARIO_JSON_PARAM, scenario.json);
  if (latency !== '') url.searchParams.set(LATENCY_PARAM, latency);
  if (faults !== '') url.searchParams.set(FAULT_PARAM, faults);
  return url.href;
}

function CopyLink() {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  async function copy() {
    try {
      await navigator.clipboard.writeText(currentMockUrl());
      setCopied('yes');
    } catch {
      // No clipboard on plain http: the link is shown to copy by hand.
      setCopied('failed');
    }
  }
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        Copy link
      </button>
      <span role="status" className={styles.note}>
        {copied === 'yes' && 'Link copied.'}
      </span>
      {copied === 'failed' && (
        <label className={styles.field}>
          <span>No clipboard here: copy this link</span>
          <input
            className={styles.input}
            readOnly
            value={currentMockUrl()}
            onFocus={(event) => event.target.select()}
          />
        </label>
      )}
    </>
  );
}

export function StatePanel({ context }: { context: ToolbarContext }) {
  const { selection } = context;
  const [scenario, setScenario] = useState<string>(selection.name);
  const [latency, setLatency] = useState(selection.options.latencyMs?.toString() ?? '');
  const [faults, setFaults] = useState(context.faults);
  const [problem, setProblem] = useState<string | null>(null);
  const prism = context.mode === 'prism';

  function apply() {
    const parsed = parseFaults(faults);
    if (!parsed.ok) return setProblem(parsed.problem);
    const ms = latency.trim();
    if (!/^\d{0,7}$/.test(ms) || Number(ms) > MAX_LATENCY_MS) {
      return setProblem(
        `Latency must be a whole number of milliseconds up to ${MAX_LATENCY_MS}, not “${latency}”.`,
      );
    }
    setProblem(null);
    // The file the URL carries stays carried while it is the one picked.
    const picked =
      selection.json !== undefined && scenario === selection.name
        ? { json: selection.json }
        : scenario;
    location.assign(addressWith(picked, latency.trim(), prism ? '' : faults));
  }

  return (
    <form
      className={styles.section}
      aria-label="Scenario and faults"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className={styles.row}>
        <Field label="Scenario">
          {(id) => (
            <select
              id={id}
              className={styles.select}
              value={scenario}
              onChange={(event) => setScenario(event.target.value)}
            >
              {[
                ...allScenarioNames(),
                ...(selection.json === undefined ? [] : [selection.name]),
              ].map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Latency (ms, every call)">
          {(id) => (
            <input
              id={id}
              className={styles.input}
              inputMode="numeric"
              size={7}
              value={latency}
              onChange={(event) => setLatency(event.target.value)}
            />
          )}
        </Field>
      </div>
      {!prism && (
        <details>
          <summary>Faults per operation</summary>
          <FaultPicker text={faults} onChange={setFaults} />
        </details>
      )}
      {!prism && (
        <Field label={`Faults (?${FAULT_PARAM}=)`}>
          {(id) => (
            <input
              id={id}
              className={styles.input}
              value={faults}
              onChange={(event) => setFaults(event.target.value)}
            />
          )}
        </Field>
      )}
      {problem !== null && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className={styles.primary}>
          Apply
        </button>
        <button type="button" className={styles.button} onClick={context.resetStore}>
          Reset to the scenario’s start
        </button>
        <CopyLink />
      </div>
    </form>
  );
}
