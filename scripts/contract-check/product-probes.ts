/**
 * The product lookups (the operations with `x-not-found`): the answer is the product asked for
 * (a field named as a path parameter, `productId` or `handle`, holds the value asked), and a
 * product that does not exist answers what `x-not-found` says (5006 from the bridge, 404 from
 * the store), not another status or a success.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { SampleContext, SampleRequest } from '#scripts/contract/sample-requests.ts';
import { SAMPLE_REQUESTS } from '#scripts/contract/sample-requests.ts';
import type { ProbeResult } from './check-types.ts';
import { isObject } from './json-object.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { NO_SUCH_PLAN_ID } from './probe-plan.ts';

const NO_SUCH_HANDLE = 'contract-check-no-such-product';

/** The path parameters that name the product (all but the shared `region`). */
function namingParameters(request: SampleRequest): string[] {
  return Object.keys(request.pathParams).filter((name) => name !== 'region');
}

/** A lookup's answer names another product than the one asked for: said on the call. */
export function productAskedFindings(
  operationId: OperationId,
  request: SampleRequest,
  body: unknown,
  result: ProbeResult,
): void {
  if (result.checks.schema !== 'pass' || !isObject(body)) return;
  const answered = isObject(body.data) && 'code' in body ? body.data : body;
  for (const name of namingParameters(request)) {
    const asked = request.pathParams[name];
    if (!(name in answered) || String(answered[name]) === String(asked)) continue;
    result.checks.outcome = 'fail';
    result.violations.push({
      operationId,
      credential: result.credential,
      check: 'outcome',
      rule: 'product-asked',
      path: `${answered === body ? '' : '/data'}/${name}`,
      expected: `${JSON.stringify(asked)} (the product asked for)`,
      actual: JSON.stringify(answered[name]),
    });
  }
}

/** Each lookup asked about a product that does not exist. */
export async function notFoundProbes(
  flags: Record<OperationId, OperationFlags>,
  context: SampleContext,
  call: Call,
): Promise<void> {
  for (const operationId of OPERATION_IDS.filter((id) => flags[id].notFound !== null)) {
    const sample = SAMPLE_REQUESTS[operationId](context);
    const names = namingParameters(sample);
    const name = names.at(-1);
    if (name === undefined) continue;
    const nothing = typeof sample.pathParams[name] === 'number' ? NO_SUCH_PLAN_ID : NO_SUCH_HANDLE;
    const request = { ...sample, pathParams: { ...sample.pathParams, [name]: nothing } };
    const codes = [
      flags[operationId].notFound as number,
      ...(flags[operationId].mayRefuse ? [401, 403] : []),
    ];
    await call(
      {
        operationId,
        credential: OPERATIONS[operationId].secured,
        write: false,
        role: 'not-found',
        note: `${name} ${nothing}, which names no product`,
        request,
      },
      context,
      {
        success: false,
        expectCodes: codes,
        expectReason: `no product ${nothing} (x-not-found)`,
        expectRule: 'not-found',
      },
      OPERATIONS[operationId].secured ? 'token' : 'none',
    );
  }
}
