/**
 * The request log: the tab's calls across its page loads, newest first, each opening to its
 * bodies; export as HAR; Clear starts it again.
 */
import { useSyncExternalStore } from 'react';
import {
  clearLoggedCalls,
  droppedCalls,
  loggedCalls,
  loggedPages,
  onLoggedCallsChange,
  type LoggedCall,
} from '#mocks/request-log.ts';
import { MAX_LOGGED_CALLS } from '#mocks/request-log-storage.ts';
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
  const har = toHar(loggedCalls(), loggedPages());
  const blob = new Blob([har], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `mock-requests-${new Date().toISOString().replace(/[:.]/g, '-')}.har`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export function LogPanel() {
  useSyncExternalStore(subscribe, () => version);
  const calls = [...loggedCalls()].reverse();
  const pages = new Map(loggedPages().map((page) => [page.id, page.url]));
  const dropped = droppedCalls();
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
      <p className={styles.note}>
        This tab’s last {MAX_LOGGED_CALLS} calls, kept across reloads and pages (up to about 2 MB;
        older ones drop off). Credentials show as (redacted).
        {dropped > 0 && ` ${dropped} older call${dropped === 1 ? '' : 's'} dropped.`}
      </p>
      <ol className={styles.log} aria-label="Request log">
        {calls.map((call) => (
          <li key={call.id} className={styles.call} data-testid="mock-log-entry">
            <details>
              <summary className={call.error !== null ? styles.failed : undefined}>
                {new Date(call.startedAt).toLocaleTimeString()} {call.method} {call.path} →{' '}
                <strong data-testid="mock-log-outcome">{outcome(call)}</strong> · {call.answeredBy}
              </summary>
              <p className={styles.note}>Page: {pages.get(call.pageId) ?? '(unknown)'}</p>
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
