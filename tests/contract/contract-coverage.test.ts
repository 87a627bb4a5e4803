import { describe, expect, it } from 'vitest';
import { documentedResponses, contractOperations } from '#scripts/contract/openapi-validator.ts';
import type { LoggedAnswer } from '#mocks/answer-log.ts';
import { contractCoverage, formatCoverage } from '#scripts/contract-coverage/coverage-report.ts';

// Issue 10, item 7: `npm run contract:coverage` counts the documented (operation, status) pairs
// the suite exercised; CI fails on one never exercised.

function everyDocumentedAnswer(): LoggedAnswer[] {
  return [...contractOperations().keys()].flatMap((operationId) =>
    [...documentedResponses(operationId).keys()].map((status) => ({
      operationId,
      status: Number(status),
      code: Number(status) === 200 ? 200 : null,
      scenario: 'active',
    })),
  );
}

describe('contract coverage', () => {
  it('is complete when every documented pair was answered at least once', () => {
    const coverage = contractCoverage(everyDocumentedAnswer());
    expect(coverage.exercised).toBe(coverage.documented);
    expect(formatCoverage(coverage)).toContain(
      `${coverage.documented} of ${coverage.documented} documented (operation, status) pairs exercised (100%)`,
    );
  });

  it('names each pair never exercised, and answers the contract does not document', () => {
    const records = everyDocumentedAnswer().filter(
      (record) => !(record.operationId === 'pausePlan' && record.status === 500),
    );
    records.push({ operationId: 'pausePlan', status: 418, code: null, scenario: 'active' });
    const coverage = contractCoverage(records);
    expect(coverage.exercised).toBe(coverage.documented - 1);
    const text = formatCoverage(coverage);
    expect(text).toContain('NEVER EXERCISED (1):\n  pausePlan 500');
    expect(text).toContain('ANSWERED BUT NOT DOCUMENTED (1):\n  pausePlan 418');
  });

  it('counts the envelope codes and the scenarios of each pair', () => {
    const coverage = contractCoverage([
      { operationId: 'checkout', status: 200, code: 5052, scenario: 'checkout-5052' },
      { operationId: 'checkout', status: 200, code: 200, scenario: 'active' },
    ]);
    expect(coverage.pairs.find((p) => p.operationId === 'checkout' && p.status === '200')).toEqual({
      operationId: 'checkout',
      status: '200',
      count: 2,
      scenarios: ['active', 'checkout-5052'],
    });
    expect(coverage.codes).toContainEqual({
      operationId: 'checkout',
      code: 5052,
      count: 1,
      scenarios: ['checkout-5052'],
    });
  });
});
