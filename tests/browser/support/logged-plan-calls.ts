import type { Page } from 'playwright-core';
import { PLAN_QUERY_PATH } from '#src/api/early-call/early-plan-call.ts';
import { REQUEST_LOG_STORAGE_KEY, type KeptLog } from '#mocks/request-log-storage.ts';

/**
 * The mock build's plan calls as QA's request log has them (docs/qa-mock-tools.md): the first
 * screen's are answered in the page (decision 081), where no watcher of the network or of the
 * browser's own fetch sees them. The log is kept for the tab a moment after each call.
 */
export function loggedPlanCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    ([key, path]) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '{"calls":[]}') as Pick<
        KeptLog,
        'calls'
      >;
      return log.calls.filter((call) => call.path.split('?')[0] === path).map((call) => call.url);
    },
    [REQUEST_LOG_STORAGE_KEY, PLAN_QUERY_PATH] as const,
  );
}
