import { beforeEach, describe, expect, it } from 'vitest';
import type { LoggedCall } from '#mocks/request-log.ts';
import { redactedHeaders, redactedUrl } from '#mocks/request-log-redaction.ts';
import {
  MAX_KEPT_CHARS,
  MAX_LOGGED_CALLS,
  REQUEST_LOG_STORAGE_KEY,
  keepLog,
  readKeptLog,
  type KeptLog,
} from '#mocks/request-log-storage.ts';

// The mock toolbar's request log, kept for the tab (docs/qa-mock-tools.md, "The mock toolbar"):
// within its limits, oldest dropped first and counted, a call left unanswered by a page that went
// said so, and no credential in what is kept. The reload itself: tests/browser/qa-tools.test.ts.

function call(id: number, extra: Partial<LoggedCall> = {}): LoggedCall {
  return {
    id,
    pageId: 'page-1',
    startedAt: 1_700_000_000_000 + id,
    method: 'GET',
    url: `http://localhost:3000/autoShip/queryAutoShipPlan?n=${id}`,
    path: `/autoShip/queryAutoShipPlan?n=${id}`,
    operationId: 'queryAutoShipPlan',
    requestHeaders: [],
    requestBody: null,
    answeredBy: 'scenario active',
    status: 200,
    statusText: 'OK',
    responseHeaders: [],
    responseBody: '{"code":200}',
    envelopeCode: 200,
    durationMs: 3,
    error: null,
    ...extra,
  };
}

const page = { id: 'page-1', url: '/pages/autoship-manage?scenario=active', startedAt: 1 };
const logOf = (calls: LoggedCall[]): KeptLog => ({ calls, pages: [page], dropped: 0 });

beforeEach(() => sessionStorage.clear());

describe('the kept request log', () => {
  it('comes back as it was kept, with its page', () => {
    keepLog(sessionStorage, logOf([call(1), call(2)]));
    const kept = readKeptLog(sessionStorage);
    expect(kept.calls.map((entry) => entry.id)).toEqual([1, 2]);
    expect(kept.pages).toEqual([page]);
    expect(kept.dropped).toBe(0);
  });

  it(`keeps the last ${MAX_LOGGED_CALLS} calls and counts the older ones dropped`, () => {
    const calls = Array.from({ length: MAX_LOGGED_CALLS + 5 }, (_, index) => call(index + 1));
    const log = logOf(calls);
    keepLog(sessionStorage, log);
    const kept = readKeptLog(sessionStorage);
    expect(kept.calls).toHaveLength(MAX_LOGGED_CALLS);
    expect(kept.calls[0]?.id).toBe(6);
    expect(kept.dropped).toBe(5);
    // What the page shows is what a reload shows.
    expect(log.calls).toHaveLength(MAX_LOGGED_CALLS);
  });

  it(`stays within ${MAX_KEPT_CHARS} characters, dropping the oldest first`, () => {
    const body = 'x'.repeat(50_000);
    const log = logOf(
      Array.from({ length: 40 }, (_, index) => call(index + 1, { responseBody: body })),
    );
    keepLog(sessionStorage, log);
    expect(sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY)?.length).toBeLessThanOrEqual(
      MAX_KEPT_CHARS,
    );
    const kept = readKeptLog(sessionStorage);
    expect(kept.calls.at(-1)?.id).toBe(40);
    expect(kept.dropped).toBe(40 - kept.calls.length);
  });

  it('a storage that is full keeps the newest calls that fit', () => {
    const full = {
      ...sessionStorage,
      setItem(key: string, value: string) {
        if (value.length > 2_000) throw new DOMException('full', 'QuotaExceededError');
        sessionStorage.setItem(key, value);
      },
    } as Storage;
    const log = logOf(Array.from({ length: 20 }, (_, index) => call(index + 1)));
    keepLog(full, log);
    expect(readKeptLog(sessionStorage).calls.at(-1)?.id).toBe(20);
  });

  it('a call still waiting when the page went says it got no answer', () => {
    keepLog(
      sessionStorage,
      logOf([call(1, { status: null, responseBody: null, durationMs: null })]),
    );
    expect(readKeptLog(sessionStorage).calls[0]?.error).toBe('no answer before the page was left');
  });

  it('a damaged entry is an empty log', () => {
    sessionStorage.setItem(REQUEST_LOG_STORAGE_KEY, '{"calls":');
    expect(readKeptLog(sessionStorage)).toEqual({ calls: [], pages: [], dropped: 0 });
  });
});

describe('what the log leaves out', () => {
  it('the credential’s value, keeping that one was sent', () => {
    expect(
      redactedHeaders([
        ['authorization', 'Bearer s3cret-shopper-token'],
        ['content-type', 'application/json'],
      ]),
    ).toEqual([
      ['authorization', 'Bearer (redacted)'],
      ['content-type', 'application/json'],
    ]);
  });

  it('the voucher token in an address', () => {
    const url = redactedUrl(new URL('https://qa.example/pages/autoship-manage?token=v0ucher&a=1'));
    expect(url.search).toBe('?token=%28redacted%29&a=1');
  });
});
