/**
 * One place where failures that the app swallows or rejects are reported (spec section 8:
 * "network errors and timeouts reject and are reported", LOCAL_STORAGE_ERROR, …).
 * Reports are kept in a short in-memory log and passed to listeners (tracking subscribes);
 * reporting itself never throws.
 */
export interface ErrorReport {
  type: string;
  details: Record<string, unknown>;
  at: number;
}

type Listener = (report: ErrorReport) => void;

const MAX_KEPT = 50;
const recent: ErrorReport[] = [];
const listeners = new Set<Listener>();

export function reportError(type: string, details: Record<string, unknown> = {}): void {
  const report: ErrorReport = { type, details, at: Date.now() };
  recent.push(report);
  if (recent.length > MAX_KEPT) recent.shift();
  for (const listener of listeners) {
    try {
      listener(report);
    } catch {
      // A broken listener must not break the caller that is already handling a failure.
    }
  }
}

export function onErrorReported(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @internal The recent reports: for tests, which assert what a failure reported. */
export function recentErrorReports(): readonly ErrorReport[] {
  return recent;
}

/** @internal Forgets the recent reports: for tests, each starting with none. */
export function clearErrorReports(): void {
  recent.length = 0;
}
