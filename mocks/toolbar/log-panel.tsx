/** The request log: every call, newest first, each opening to its bodies; export as HAR. */
import { useSyncExternalStore } from 'react';
import {
  clearLoggedCalls,
  loggedCalls,
  onLoggedCallsChange,
  type LoggedCall,
} from '#mocks/request-log.ts';
import { toHar } from './har.ts';
import styles from './toolbar.module.css';

let version = 0;
function subscribe(listener: () => void) {
  return onLoggedCallsChange(() => {
    version += 1;
    listener();
  });
}

function outcome(call: LoggedCall): string {
  if (call.error !== null) return call.error;
  if (call.status === null) return 'waiting…';
  const code = call.envelopeCode === null ? '' : ` · code ${call.envelopeCode}`;
  return `${call.status}${code} · ${call.durationMs} ms`;
}

function pretty(body: string | null): string {
  if (body === null || body === '') return '(none)';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function exportHar() {
  const blob = new Blob([toHar(loggedCalls(), location.href)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `mock-requests-${new Date().toISOString().replace(/[:.]/g, '-')}.har`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export function LogPanel() {
  useSyncExternalStore(subscribe, () => version);
  const calls = [...loggedCalls()].reverse();
  return (
    <section className={styles.section} aria-labelledby="mock-log-heading">
      <div className={styles.row}>
        <h2 id="mock-log-heading" className={styles.heading}>
          Requests ({calls.length})
        </h2>
        <button type="button" className={styles.button} onClick={exportHar}>
          Export HAR
        </button>
        <button type="button" className={styles.button} onClick={clearLoggedCalls}>
          Clear
        </button>
      </div>
      <ol className={styles.log} aria-label="Request log">
        {calls.map((call) => (
          <li key={call.id} className={styles.call} data-testid="mock-log-entry">
            <details>
              <summary className={call.error !== null ? styles.failed : undefined}>
                {new Date(call.startedAt).toLocaleTimeString()} {call.method} {call.path} →{' '}
                <strong data-testid="mock-log-outcome">{outcome(call)}</strong> · {call.answeredBy}
              </summary>
              <p className={styles.note}>Request body</p>
              <pre className={styles.pre}>{pretty(call.requestBody)}</pre>
              <p className={styles.note}>Answer body</p>
              <pre className={styles.pre}>{pretty(call.responseBody)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
