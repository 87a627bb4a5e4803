import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  namedExamples,
  openApiDocument,
  validateExample,
  validateResponse,
} from '#scripts/contract/openapi-validator.ts';

const examples = namedExamples();

describe('openapi.yaml examples', () => {
  it('are found (the collector works)', () => {
    expect(examples.length).toBeGreaterThan(30);
  });

  it.each(
    examples.map(
      (example) =>
        [
          `${example.operationId} ${example.status} ${example.mediaType} "${example.name}"`,
          example,
        ] as const,
    ),
  )('%s validates against its own schema', (_label, example) => {
    expect(validateExample(example).errors).toEqual([]);
  });
});

describe('openapi.yaml operations', () => {
  const operations = [...contractOperations().values()];
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
  const declared = Object.values(openApiDocument().paths as Record<string, object>).flatMap(
    (item) => Object.keys(item).filter((key) => methods.includes(key)),
  );

  it('are every method of every path, each with its own operationId', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(operations).toHaveLength(declared.length);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(
      declared.length,
    );
  });

  it.each(operations.map((operation) => [operation.operationId] as const))(
    '%s has at least one named example for its 200 answer',
    (operationId) => {
      const names = examples
        .filter((example) => example.operationId === operationId && example.status === '200')
        .map((example) => example.name);
      expect(names.length).toBeGreaterThan(0);
    },
  );
});

describe('the validator', () => {
  it('rejects an answer that breaks the contract, with a readable reason', () => {
    const result = validateResponse('queryAutoShipPlan', 200, {
      code: 200,
      msg: 'success',
      data: { planId: 1, status: 7 },
    });
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('/data/status');
  });

  it('checks formats (date-time) too', () => {
    expect(
      validateResponse('queryNextPayDt', 200, { code: 200, msg: 'ok', data: '22/12/2026' }).valid,
    ).toBe(false);
  });

  it('knows an undeclared status is not in the contract', () => {
    expect(validateResponse('queryAutoShipPlan', 418, {}).errors).toEqual([
      'queryAutoShipPlan declares no 418 answer (and no default)',
    ]);
  });
});
