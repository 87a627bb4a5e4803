/**
 * The request log as a HAR 1.2 file (what browsers' network panels export), to attach to a bug
 * report: every call of the tab with its request and answer, under the page load that made it
 * (`pages`, `pageref`); a call without an answer has status 0 and says why in `_error`. The mock's
 * own fields start with `_`, as HAR allows. Credentials were left out when logged.
 */
import type { LoggedCall, LoggedPage } from '#mocks/request-log.ts';

const headers = (list: [string, string][]) => list.map(([name, value]) => ({ name, value }));

function mimeOf(list: [string, string][]): string {
  return list.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
}

function entryOf(call: LoggedCall) {
  const url = new URL(call.url);
  const responseBody = call.responseBody ?? '';
  return {
    pageref: call.pageId,
    startedDateTime: new Date(call.startedAt).toISOString(),
    time: call.durationMs ?? 0,
    request: {
      method: call.method,
      url: call.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(call.requestHeaders),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(call.requestBody === null
        ? {}
        : { postData: { mimeType: mimeOf(call.requestHeaders), text: call.requestBody } }),
      headersSize: -1,
      bodySize: call.requestBody?.length ?? 0,
    },
    response: {
      status: call.status ?? 0,
      statusText: call.statusText,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(call.responseHeaders),
      content: {
        size: responseBody.length,
        mimeType: mimeOf(call.responseHeaders),
        text: responseBody,
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: responseBody.length,
    },
    cache: {},
    timings: { send: 0, wait: call.durationMs ?? 0, receive: 0 },
    _operationId: call.operationId,
    _answeredBy: call.answeredBy,
    _envelopeCode: call.envelopeCode,
    ...(call.error === null ? {} : { _error: call.error }),
  };
}

function pageOf(page: LoggedPage) {
  return {
    startedDateTime: new Date(page.startedAt).toISOString(),
    id: page.id,
    title: page.url,
    pageTimings: {},
  };
}

export function toHar(calls: readonly LoggedCall[], pages: readonly LoggedPage[]): string {
  const har = {
    log: {
      version: '1.2',
      creator: { name: 'autoship mock toolbar', version: '1' },
      pages: pages.map(pageOf),
      comment: 'Mock backend: this tab’s calls, credentials redacted',
      entries: calls.map(entryOf),
    },
  };
  return JSON.stringify(har, null, 2);
}
