import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { OPERATION_IDS, OPERATIONS } from '#mocks/operations.ts';
import { parseFaults, setUrlFaults } from '#mocks/url-faults.ts';
import { createQueryClient, MAX_QUERY_FAILURES } from '#src/app/query-client.ts';
import { CONTRACT_CALLS } from '#tests/support/contract-calls.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';

// docs/reliability.md: a query that keeps failing is asked a bounded number of times by itself
// (parts mounting on it, focus, reconnect), then only by the page's Try again. The queries are
// the contract's reads (`x-write: false`), each through the app's own request function.
const QUERIES = OPERATION_IDS.filter((id) => !OPERATIONS[id].write);
const TIMES = 10;

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => {
  requests.stop();
  setUrlFaults({});
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe('every query asks again a bounded number of times', { timeout: 60_000 }, () => {
  it('the contract has reads to hold', () => {
    expect(QUERIES).toContain('queryOrders');
  });

  it.each(QUERIES)(
    '%s, answered off the contract: ten mounts, refocuses and reconnects ask it three times',
    async (operationId) => {
      setScenario('order-history');
      const parsed = parseFaults(`${operationId}:offcontract`);
      if (!parsed.ok) throw new Error(parsed.problem);
      setUrlFaults(parsed.faults);
      // The shipped app's policy (tests run with retries off).
      const client = createQueryClient({ deterministic: false });
      const queryKey = ['bounded', operationId];
      const queryFn = CONTRACT_CALLS[operationId];
      for (let time = 0; time < TIMES; time += 1) {
        // A part of the page mounting on the failed query, as a page's parts come and go.
        const observer = new QueryObserver(client, { queryKey, queryFn });
        const stop = observer.subscribe(() => undefined);
        focusManager.setFocused(false);
        focusManager.setFocused(true);
        onlineManager.setOnline(false);
        onlineManager.setOnline(true);
        await waitFor(() => expect(client.getQueryState(queryKey)?.fetchStatus).toBe('idle'));
        expect(client.getQueryState(queryKey)?.status).toBe('error');
        stop();
      }
      expect(requests.count(operationId)).toBe(MAX_QUERY_FAILURES);
      // Try again (an explicit refetch) still asks.
      await client.refetchQueries({ queryKey });
      expect(requests.count(operationId)).toBe(MAX_QUERY_FAILURES + 1);
      client.clear();
    },
  );
});
