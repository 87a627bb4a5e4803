import { onErrorReported, type ErrorReport } from '#src/domain/error-reporter.ts';

/**
 * Failures the store can see, without their code before the first paint: forwarding them (the
 * tracker, the three trace calls and their answer checks, tracking-transport.ts) loads when the
 * first failure is reported, as the pages' tracking events do (src/api/tracking.ts, decision
 * 010). What is reported meanwhile is kept here and sent first, so nothing is lost; a page that
 * never fails never downloads it.
 */
export function startErrorReporting(): void {
  const backlog: ErrorReport[] = [];
  let loading = false;
  const stopCollecting = onErrorReported((report) => {
    backlog.push(report);
    if (loading) return;
    loading = true;
    import('./tracking-transport.ts').then(
      (module) => {
        stopCollecting();
        module.forwardAppErrorReports(backlog);
      },
      () => {
        // The forwarding code did not load (the shopper went offline): the next report tries
        // again; the backlog stays, bounded by the error reporter's own rate of reports.
        loading = false;
        if (backlog.length > 50) backlog.splice(0, backlog.length - 50);
      },
    );
  });
}
