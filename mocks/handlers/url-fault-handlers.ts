/**
 * The faults QA puts on single calls from the URL (`?fault=`, mocks/url-faults.ts), answered
 * before the contract-typed handlers: broken JSON, HTML error pages, off-contract bodies, a lost
 * connection and a call that never answers cannot be written through the typed `response()`,
 * and that is the point of them. A call with no such fault falls through to its handler (after
 * its delay, if one was asked for). A browser that says it is offline gets no answer at all.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { DEFAULT_FAULT_MESSAGES } from '#mocks/faults.ts';
import { operationForPath, type OperationId } from '#mocks/operations.ts';
import { injectedFailureMessage, urlFaultFor, type UrlFault } from '#mocks/url-faults.ts';

const HTML_ERROR_PAGE =
  '<!doctype html><html><head><title>Error</title></head><body><h1>Service unavailable</h1></body></html>';
const BROKEN_JSON = '{"code":200,"msg":"success","data":{"planId":';

function offContractBody(operationId: OperationId): JsonBodyType {
  // The store's product JSON has no envelope; every other answer is one, here with a `msg`
  // that is not text and a `data` no operation describes.
  return operationId === 'getStoreProduct'
    ? { id: 'off-contract', variants: 'none' }
    : { code: 200, msg: 0, data: 'off-contract' };
}

function statusBody(operationId: OperationId, status: number): JsonBodyType {
  const text = DEFAULT_FAULT_MESSAGES[status] ?? 'Error';
  return operationId === 'getStoreProduct'
    ? { status, message: text, description: text }
    : { code: status, msg: text, data: null };
}

async function answer(operationId: OperationId, fault: UrlFault): Promise<Response | undefined> {
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.timeout) await delay('infinite');
  if (fault.network) return HttpResponse.error();
  if (fault.status !== undefined) {
    return fault.html
      ? HttpResponse.html(HTML_ERROR_PAGE, { status: fault.status })
      : HttpResponse.json(statusBody(operationId, fault.status), { status: fault.status });
  }
  if (fault.malformed) {
    return new HttpResponse(BROKEN_JSON, { headers: { 'content-type': 'application/json' } });
  }
  if (fault.offContract) return HttpResponse.json(offContractBody(operationId));
  if (fault.code !== undefined) {
    return HttpResponse.json({
      code: fault.code,
      msg: injectedFailureMessage(fault.code),
      data: null,
    });
  }
  return undefined; // a delay only: the operation's own handler answers
}

export function urlFaultHandlers() {
  return [
    http.all('*', async ({ request }) => {
      const operationId = operationForPath(request.method, new URL(request.url).pathname);
      // The mock backend stands for a server across the network, which an offline browser cannot
      // reach (the service worker would otherwise answer as if the connection were there).
      if (operationId && globalThis.navigator?.onLine === false) return HttpResponse.error();
      const fault = operationId && urlFaultFor(operationId);
      if (!operationId || !fault) return undefined;
      return answer(operationId, fault);
    }),
  ];
}
