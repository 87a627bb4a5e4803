import { fileURLToPath } from 'node:url';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { parseFaults, setUrlFaults } from '#mocks/url-faults.ts';
import { setRequestTimeoutForTests } from '#src/api/middleware/transport.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { useSteppedTimers } from '#tests/support/stepped-timers.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { MATRIX_FAULTS, type MatrixRow } from './matrix-faults.ts';

// A hanging call fails after this long here; the product keeps its 60 s (REQUEST_TIMEOUT_MS).
const TEST_REQUEST_TIMEOUT_MS = 400;
const CASE_TIMEOUT_MS = 60_000;

/**
 * A rows file's rows (`<part>-rows.test.tsx`: `export default faultMatrix(import.meta.url, …)`),
 * run as its tests when Vitest runs that file, and only answered when another file imports it
 * (matrix-coverage.test.ts finds every rows file by its name). One file per page or part of one,
 * so the matrix spreads over the test workers instead of holding one of them for the whole run.
 */
export function faultMatrix(
  file: string,
  name: string,
  rows: readonly MatrixRow[],
): readonly MatrixRow[] {
  if (expect.getState().testPath === fileURLToPath(file)) runFaultMatrix(name, rows);
  return rows;
}

/**
 * Runs the fault matrix over `rows`: every row × every fault, each case asserting what the
 * shopper sees. Each file prints its size and result.
 */
function runFaultMatrix(name: string, rows: readonly MatrixRow[]): void {
  const cases = rows.flatMap((row) => MATRIX_FAULTS.map((fault) => ({ row, fault })));
  let ran = 0;
  let passed = 0;
  let requests: RequestLog;

  afterAll(() => {
    setRequestTimeoutForTests(null);
    const operations = new Set(rows.map((row) => `${row.page}:${row.operationId}`)).size;
    const steps = rows.length;
    const pages = new Set(rows.map((row) => row.page)).size;
    console.info(
      `[fault matrix] ${name}: ${cases.length} cases (${steps} rows: ${operations} operations of ${pages} pages, × ${MATRIX_FAULTS.length} faults): ` +
        `${ran} run, ${passed} passed, ${ran - passed} failed`,
    );
  });
  beforeEach(() => {
    requests = startRequestLog(server);
  });
  afterEach(() => {
    requests.stop();
    // The cached plan some rows write (or the page writes) must not reach the next case.
    localStorage.clear();
  });

  describe(`fault matrix, ${name}: every call × every fault`, () => {
    it.each(
      cases.map(
        ({ row, fault }) =>
          [
            `${row.page} · ${row.operationId}${row.step ? ` (${row.step})` : ''} · ${fault.name}`,
            row,
            fault,
          ] as const,
      ),
    )('%s', { timeout: CASE_TIMEOUT_MS }, async (_name, row, fault) => {
      ran += 1;
      setScenario(row.scenario);
      // Injected exactly as QA does from the URL: `?fault=operationId:TOKEN`.
      const parsed = parseFaults(`${row.operationId}:${fault.token}`);
      if (!parsed.ok) throw new Error(parsed.problem);
      setUrlFaults(parsed.faults);
      // A call that never answers: the app's timeout is stepped past, not waited for, for speed.
      const hangs = fault.token === 'timeout';
      if (hangs) useSteppedTimers();
      // Only a hanging call gets the short timeout: on a loaded machine an answered call may
      // well take longer than it.
      setRequestTimeoutForTests(hangs ? TEST_REQUEST_TIMEOUT_MS : null);

      const { loginRedirects } = await row.act(fault);

      // At least one call was made, and never more than one of the faulted operation per action.
      await waitFor(() => expect(requests.count(row.operationId)).toBeGreaterThanOrEqual(1), {
        timeout: 20_000,
      });
      if (hangs) await vi.advanceTimersByTimeAsync(TEST_REQUEST_TIMEOUT_MS);
      if (fault.auth && !row.neverRedirects) {
        // Spec sections 6 and 8: to login, once, and no error message on the way.
        await waitFor(() => expect(loginRedirects).toHaveLength(1));
        expect(getToasts().filter((toast) => toast.tone === 'error')).toEqual([]);
      } else {
        await row.expectFailure(fault);
        expect(loginRedirects).toEqual([]);
      }
      expect(requests.count(row.operationId)).toBeLessThanOrEqual(row.maxRequests ?? 1);
      // Never a blank page, never a technical message.
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(
        /off the contract|not an envelope|not JSON|timed out|Failed to fetch|TypeError|undefined|\[object/i,
      );
      passed += 1;
    });
  });
}
