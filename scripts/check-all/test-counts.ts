import { FAILURES_HEADING } from '#tests/support/summary-reporter.ts';
import type { Outcome } from './run-step.ts';

// tests/support/summary-reporter.ts closes every run with this line.
const SUMMARY = /^(\d+) passed, (\d+) failed(?:, \d+ skipped)?$/;
// eslint-disable-next-line no-control-regex -- the colour codes a terminal run carries
const COLOUR = /\u001b\[[0-9;]*m/g;

/**
 * The tests' own count from their closing line. A run that printed none counts as one failure,
 * and so does a run that failed with no failed test (a crash in set-up or an unhandled error).
 */
export function testCounts(outcome: Outcome): { passed: number; failed: number } {
  const summary = plainLines(outcome)
    .map((line) => SUMMARY.exec(line.trim()))
    .findLast((match) => match !== null);
  if (!summary) return { passed: 0, failed: 1 };
  const passed = Number(summary[1]);
  const failed = Number(summary[2]);
  return { passed, failed: outcome.exitCode !== 0 && failed === 0 ? 1 : failed };
}

/** The failed tests the run listed by name, to repeat at the very end of `npm test`. */
export function failedTests(outcome: Outcome): string[] {
  const lines = plainLines(outcome);
  const heading = lines.lastIndexOf(FAILURES_HEADING);
  if (heading < 0) return [];
  const listed = lines.slice(heading + 1);
  const end = listed.findIndex((line) => !line.startsWith('  '));
  return end < 0 ? listed : listed.slice(0, end);
}

function plainLines(outcome: Outcome): string[] {
  return outcome.outputTail.replace(COLOUR, '').split('\n');
}
