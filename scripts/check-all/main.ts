/**
 * `npm test`: what CI checks (`.ci/run` is `npm ci` then this), the steps of ./steps.ts in their
 * order, each run even when one before it failed, so one run reports every failure. The last
 * line counts the tests and the other checks together, as CI reads it: `N passed, N failed`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STEPS } from './steps.ts';
import { failedTests, testCounts } from './test-counts.ts';

interface StepReport {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** The tests that failed, by name: CI shows only the end of the log. */
  failures: string[];
}

export default async function main(): Promise<number> {
  const answerLogDir = mkdtempSync(join(tmpdir(), 'autoship-answers-'));
  const started = Date.now();
  const reports: StepReport[] = [];
  try {
    for (const step of STEPS) {
      console.log(`\ncheck: ${step.name}`);
      const stepStarted = Date.now();
      const env: Record<string, string> = step.tests ? { CONTRACT_COVERAGE_DIR: answerLogDir } : {};
      const outcome = await step.run({ answerLogDir, env });
      const counts = step.tests
        ? testCounts(outcome)
        : { passed: outcome.exitCode === 0 ? 1 : 0, failed: outcome.exitCode === 0 ? 0 : 1 };
      if (counts.failed > 0) console.error(`check: FAILED: ${step.name}`);
      const failures = step.tests ? failedTests(outcome) : [];
      const seconds = (Date.now() - stepStarted) / 1000;
      reports.push({ name: step.name, ...counts, seconds, failures });
    }
  } finally {
    rmSync(answerLogDir, { recursive: true, force: true });
  }
  console.log(`\nchecks (whole run ${((Date.now() - started) / 1000).toFixed(0)} s):`);
  for (const report of reports) {
    const verdict = report.failed > 0 ? 'FAILED' : 'ok';
    console.log(
      `  ${verdict.padEnd(6)} ${report.seconds.toFixed(0).padStart(4)} s  ${report.name}`,
    );
    for (const failure of report.failures) console.log(`    ${failure.trim()}`);
  }
  const passed = reports.reduce((sum, report) => sum + report.passed, 0);
  const failed = reports.reduce((sum, report) => sum + report.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
