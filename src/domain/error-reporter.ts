/** Spec section 8's reported failures: a short log plus listeners (tracking); never throws. */
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
      // A broken listener must not break a caller already handling a failure.
    }
  }
}

export function onErrorReported(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @internal For tests. */
export function recentErrorReports(): readonly ErrorReport[] {
  return recent;
}

/** @internal For tests. */
export function clearErrorReports(): void {
  recent.length = 0;
}

/**
 * @internal For tests: marks the listeners there are now; the function it answers unsubscribes
 * every listener added since (what a test subscribed ends with it).
 */
export function markErrorListeners(): () => void {
  const kept = new Set(listeners);
  return () => {
    for (const listener of listeners) if (!kept.has(listener)) listeners.delete(listener);
  };
}
