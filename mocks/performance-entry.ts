/**
 * Resolves once the page reports a performance entry of `type` that `matches`, or after
 * `waitMs`: a background tab paints nothing, and a browser without such entries reports none.
 */
export function untilPerformanceEntry(
  type: string,
  matches: (entry: PerformanceEntry) => boolean,
  waitMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const timer = setTimeout(done, waitMs);
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntries().some(matches)) done();
      });
      observer.observe({ type, buffered: true });
    } catch {
      // No such entries in this browser: the wait alone.
    }
  });
}
