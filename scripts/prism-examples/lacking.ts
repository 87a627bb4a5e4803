/**
 * What `npm run generate` names before Prism's examples can be made, one line each, so a new
 * operation is finished in one pass: its sample request off the contract, its handler missing.
 */
import { OPERATION_IDS, OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { validateRequestBody } from '#scripts/contract/openapi-validator.ts';
import { SAMPLE_REQUESTS, defaultSampleContext } from '#scripts/contract/sample-requests.ts';

/**
 * What an operation still lacks before the mock can be asked it, one line each: a sample call off
 * the contract (a write whose request body has no example to send) is answered 4000, which would
 * become every scenario's example.
 */
export function samplesOffContract(): string[] {
  return OPERATION_IDS.flatMap((operationId) => {
    const sample = SAMPLE_REQUESTS[operationId](defaultSampleContext());
    if (sample.body === undefined) return [];
    const { errors } = validateRequestBody(operationId, sample.body, sample.mediaType);
    if (errors.length === 0) return [];
    return [
      `${operationId}: its sample request is off the contract (${errors.join('; ')}): give its request body a named example \`active\` in openapi.yaml (docs/contract-workflow.md, step 1)`,
    ];
  });
}

/** A 404 from the mock is no handler at all: name where the operation's handler goes. */
export function noHandler(operationId: OperationId, status: number): string | null {
  if (status !== 404 || OPERATIONS[operationId].path.startsWith('/products/')) return null;
  const { method, path } = OPERATIONS[operationId];
  return `${operationId}: no mock handler answers ${method.toUpperCase()} ${path}: add one in mocks/handlers/ (docs/contract-workflow.md, step 3)`;
}
