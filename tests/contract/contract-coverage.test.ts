import { describe, expect, it } from 'vitest';
import { documentedResponses, contractOperations } from '#scripts/contract/openapi-validator.ts';
import type { LoggedAnswer, LoggedRecord } from '#mocks/answer-log.ts';
import { envelopeCodes } from '#scripts/contract-check/answer-checks.ts';
import {
  contractCoverage,
  coverageComplete,
  formatCoverage,
} from '#scripts/contract-coverage/coverage-report.ts';

// `npm run contract:coverage` counts the documented (operation, status) pairs a test got from the
// mock and asserted on, and fails on answers off the contract and on listed codes never answered.

const TEST = 'tests/x.test.ts > a test that asserts';

/** Every documented pair once, and every listed code once, in a test that asserted after them. */
function everyDocumentedAnswer(test = TEST): LoggedAnswer[] {
  const pairs = [...contractOperations().keys()].flatMap((operationId) =>
    [...documentedResponses(operationId).keys()].map((status) => ({
      operationId,
      status: Number(status),
      code: Number(status) === 200 ? 200 : null,
      scenario: 'active',
      test,
      assertionsBefore: 0,
    })),
  );
  const codes = [...envelopeCodes().keys()].map((code) => ({
    operationId: 'checkout',
    status: 200,
    code,
    scenario: 'active',
    test,
    assertionsBefore: 0,
  }));
  return [...pairs, ...codes];
}

function asserted(records: LoggedAnswer[], test = TEST): LoggedRecord[] {
  return [...records, { test, assertions: 3 }];
}

describe('contract coverage', () => {
  it('is complete when every documented pair and every listed code was asserted on', () => {
    const coverage = contractCoverage(asserted(everyDocumentedAnswer()));
    expect(coverage.exercised).toBe(coverage.documented);
    expect(coverageComplete(coverage)).toBe(true);
    expect(formatCoverage(coverage)).toContain(
      `${coverage.documented} of ${coverage.documented} documented (operation, status) pairs exercised (100%)`,
    );
  });

  it('counts nothing from a test that asserted nothing, nor from one that asserted only before the answer', () => {
    const silent = 'tests/x.test.ts > a sweep without assertions';
    const none = contractCoverage([
      ...everyDocumentedAnswer(silent),
      { test: silent, assertions: 0 },
    ]);
    expect(none.exercised).toBe(0);
    expect(none.unasserted).toBeGreaterThan(0);
    expect(coverageComplete(none)).toBe(false);
    const before = contractCoverage([
      ...everyDocumentedAnswer(TEST).map((answer) => ({ ...answer, assertionsBefore: 3 })),
      { test: TEST, assertions: 3 },
    ]);
    expect(before.exercised).toBe(0);
    // Outside a test (a beforeAll) an answer asserts nothing either.
    const outside = contractCoverage(
      everyDocumentedAnswer().map(({ test: _t, assertionsBefore: _a, ...answer }) => answer),
    );
    expect(outside.exercised).toBe(0);
  });

  it('names each pair never exercised, and fails on a status the contract does not document', () => {
    const records = everyDocumentedAnswer().filter(
      (record) => !(record.operationId === 'pausePlan' && record.status === 500),
    );
    records.push({
      operationId: 'pausePlan',
      status: 418,
      code: null,
      scenario: 'active',
      test: TEST,
      assertionsBefore: 0,
    });
    const coverage = contractCoverage(asserted(records));
    expect(coverage.exercised).toBe(coverage.documented - 1);
    const text = formatCoverage(coverage);
    expect(text).toContain('NEVER EXERCISED (1):\n  pausePlan 500');
    expect(text).toContain('ANSWERED BUT NOT DOCUMENTED (1):\n  pausePlan 418');
    const onlyUndocumented = contractCoverage(
      asserted([...everyDocumentedAnswer(), ...records.slice(-1)]),
    );
    expect(onlyUndocumented.exercised).toBe(onlyUndocumented.documented);
    expect(coverageComplete(onlyUndocumented)).toBe(false);
  });

  it('fails on an envelope code the contract does not list, and on a listed code never answered', () => {
    const records = everyDocumentedAnswer().filter((record) => record.code !== 5006);
    records.push({
      operationId: 'submitTraceBeacon',
      status: 400,
      code: 400,
      scenario: 'active',
      test: TEST,
      assertionsBefore: 0,
    });
    const coverage = contractCoverage(asserted(records));
    expect(coverage.exercised).toBe(coverage.documented);
    expect(coverage.codesNeverAnswered).toEqual([5006]);
    expect(coverage.undocumentedCodes.map((code) => code.code)).toEqual([400]);
    expect(coverageComplete(coverage)).toBe(false);
    const text = formatCoverage(coverage);
    expect(text).toContain(
      'ENVELOPE CODES NOT LISTED IN x-envelope-codes (1):\n  submitTraceBeacon code 400',
    );
    expect(text).toContain('LISTED ENVELOPE CODES NO ASSERTED ANSWER CARRIED (1): 5006');
  });

  it('counts the envelope codes and the scenarios of each pair', () => {
    const coverage = contractCoverage(
      asserted([
        {
          operationId: 'checkout',
          status: 200,
          code: 5052,
          scenario: 'checkout-5052',
          test: TEST,
          assertionsBefore: 0,
        },
        { operationId: 'checkout', status: 200, code: 200, scenario: 'active', test: TEST },
      ]),
    );
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
