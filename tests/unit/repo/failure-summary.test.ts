import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { failedTests, testCounts } from '#scripts/check-all/test-counts.ts';
import SummaryReporter from '#tests/support/summary-reporter.ts';

// CI keeps only the end of `npm test`'s log: the failed tests must be named there, after the
// checks table, or a red run cannot be reproduced.

type Result = { state: 'passed' } | { state: 'failed'; errors: { message: string }[] };

function testModule(moduleId: string, tests: { fullName: string; result: Result }[]) {
  return {
    moduleId: `${process.cwd()}/${moduleId}`,
    project: { name: 'browser' },
    state: () => (tests.some((test) => test.result.state === 'failed') ? 'failed' : 'passed'),
    children: {
      size: tests.length,
      allTests: () => tests.map((test) => ({ fullName: test.fullName, result: () => test.result })),
    },
  } as unknown as TestModule;
}

function reporterOutput(modules: TestModule[], reason: 'passed' | 'failed'): string {
  let output = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    output += String(chunk);
    return true;
  });
  new SummaryReporter().onTestRunEnd(modules, [], reason);
  vi.restoreAllMocks();
  return output;
}

afterEach(() => vi.restoreAllMocks());

describe('the failed tests at the end of the run', () => {
  it('names each failed test with its file and the first line of its error', () => {
    const output = reporterOutput(
      [
        testModule('tests/browser/visual.test.ts', [
          {
            fullName: 'account page, 1280 px',
            result: { state: 'failed', errors: [{ message: 'differs by 2.1 %\nsee diff.png' }] },
          },
          { fullName: 'account page, 375 px', result: { state: 'passed' } },
        ]),
        testModule('tests/unit/domain/money.test.ts', [
          { fullName: 'formats cents', result: { state: 'passed' } },
        ]),
      ],
      'failed',
    );
    const outcome = { exitCode: 1, outputTail: `vitest's own output\n${output}` };
    expect(failedTests(outcome)).toEqual([
      '  ✗ tests/browser/visual.test.ts > account page, 1280 px: differs by 2.1 %',
    ]);
    expect(testCounts(outcome)).toEqual({ passed: 2, failed: 1 });
    expect(output.trimEnd().split('\n').at(-1)).toBe('2 passed, 1 failed');
  });

  it('lists nothing when every test passed', () => {
    const output = reporterOutput(
      [
        testModule('tests/unit/domain/money.test.ts', [
          { fullName: 'formats cents', result: { state: 'passed' } },
        ]),
      ],
      'passed',
    );
    expect(failedTests({ exitCode: 0, outputTail: output })).toEqual([]);
  });
});
