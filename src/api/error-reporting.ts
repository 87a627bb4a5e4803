import { onErrorReported, type ErrorReport } from '#src/domain/error-reporter.ts';
import { loadOnce } from '#src/domain/load-once.ts';

const loadTransport = loadOnce(() => import('./tracking-transport.ts'));

/**
 * Forwarding loads with the first report (decision 010); reports meanwhile are kept and sent first.
 */
export function startErrorReporting(): void {
  const backlog: ErrorReport[] = [];
  let loading = false;
  const stopCollecting = onErrorReported((report) => {
    backlog.push(report);
    if (loading) return;
    loading = true;
    loadTransport().then(
      (module) => {
        stopCollecting();
        module.forwardAppErrorReports(backlog);
      },
      () => {
        // Offline: the next report retries; the backlog stays, bounded.
        loading = false;
        if (backlog.length > 50) backlog.splice(0, backlog.length - 50);
      },
    );
  });
}
