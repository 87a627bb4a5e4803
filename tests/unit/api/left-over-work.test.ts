import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { onErrorReported, recentErrorReports, reportError } from '#src/domain/error-reporter.ts';
import { server } from '#mocks/node.ts';
import { api, resetApiTestState } from './api-test-helpers.ts';

// The unit project shares one page between a worker's files (isolate: false). What a test left
// running must not report into the next one: tests/support/setup-unit.ts waits for it to end and
// empties the module-wide lists before the next test starts (a test reading the error reports
// once saw a report earlier work made).
let leftRunning: Promise<unknown> | null = null;

describe('work a test leaves running', () => {
  it('may end after the test: a call whose network error arrives late', async () => {
    resetApiTestState();
    server.use(
      http.get(api('/autoShip/queryAutoShipPlan'), async () => {
        await delay(150);
        return HttpResponse.error();
      }),
    );
    leftRunning = queryAutoShipPlan().catch((error: unknown) => error);
    // Sent, not answered: the report comes after this test.
    await delay(20);
    expect(recentErrorReports()).toEqual([]);
  });

  it('has ended, and left no report, before the next test starts', async () => {
    resetApiTestState();
    // The earlier call has settled already (it was waited for), so nothing more can arrive.
    const settledBefore = await Promise.race([leftRunning, delay(0).then(() => 'pending')]);
    expect(settledBefore).not.toBe('pending');
    expect(recentErrorReports()).toEqual([]);
  });
});

/** What each test's left-behind listener heard, by the test that subscribed it. */
const heard = new Map<string, number>();

// Either order (the runs are shuffled): whichever test runs second finds the first one's listener
// deaf to its report.
describe('a listener a test leaves subscribed', () => {
  it.each(['one', 'another'])('by %s test hears nothing of a later test’s reports', (test) => {
    const before = new Map(heard);
    reportError('API_NETWORK_ERROR', { url: '/autoShip/queryAutoShipPlan' });
    expect(Object.fromEntries(heard)).toEqual(Object.fromEntries(before));
    // Left subscribed on purpose, as an error forwarding never stopped was.
    onErrorReported(() => heard.set(test, (heard.get(test) ?? 0) + 1));
  });
});
