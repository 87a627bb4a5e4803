import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTiming {
  firstStart: number;
  lastEnd: number;
  files: number;
  fileMs: number;
}

/**
 * Prints how long each project took (the test-time budget: unit + contract ≤ 60 s,
 * browser ≤ 3 min), the failed tests by name (CI keeps only the end of a log), then the closing
 * line CI reads: `N passed, N failed` (plus skipped when any), always last. Vitest's own summary
 * is kept.
 */
export default class SummaryReporter implements Reporter {
  private runStart = Date.now();
  private readonly projects = new Map<string, ProjectTiming>();

  onTestRunStart() {
    this.runStart = Date.now();
    this.projects.clear();
  }

  onTestModuleStart(testModule: TestModule) {
    const name = testModule.project.name || 'default';
    const timing = this.projects.get(name);
    const now = Date.now();
    if (timing) timing.firstStart = Math.min(timing.firstStart, now);
    else this.projects.set(name, { firstStart: now, lastEnd: now, files: 0, fileMs: 0 });
  }

  onTestModuleEnd(testModule: TestModule) {
    const timing = this.projects.get(testModule.project.name || 'default');
    if (!timing) return;
    timing.lastEnd = Math.max(timing.lastEnd, Date.now());
    timing.files += 1;
    timing.fileMs += testModule.diagnostic().duration;
  }

  private printDurations() {
    if (this.projects.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = [...this.projects.entries()].map(
      ([name, timing]) =>
        `  ${name.padEnd(10)} ${seconds(timing.lastEnd - timing.firstStart).padStart(8)} from its first file to its last (${timing.files} files, ${seconds(timing.fileMs)} in the files)`,
    );
    process.stdout.write(
      `\nDurations by project (whole run ${seconds(Date.now() - this.runStart)}, set-up such as the browser build included):\n${lines.join('\n')}\n`,
    );
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown>,
    reason: 'passed' | 'interrupted' | 'failed',
  ) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const result = testCase.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'failed') {
          failed += 1;
          const why = result.errors[0]?.message.split('\n')[0] ?? '';
          failures.push(`${testModule.moduleId} > ${testCase.fullName}: ${why}`);
        } else skipped += 1;
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (testModule.state() === 'failed' && testModule.children.size === 0) {
        failed += 1;
        failures.push(`${testModule.moduleId}: the file did not load`);
      }
    }
    failed += unhandledErrors.length;
    // A run that failed outside any test (a global setup such as the browser build) still failed.
    if (reason !== 'passed' && failed === 0) failed = 1;
    this.printDurations();
    printFailures(failures, unhandledErrors.length);
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}

export const FAILURES_HEADING = 'Failed tests:';

function printFailures(failures: readonly string[], unhandled: number) {
  const lines = [...failures];
  if (unhandled > 0) lines.push(`${unhandled} error(s) outside any test: see above`);
  if (lines.length === 0) return;
  const cwd = `${process.cwd()}/`;
  const listed = lines.map((line) => `  ✗ ${line.replace(cwd, '')}`).join('\n');
  process.stdout.write(`\n${FAILURES_HEADING}\n${listed}\n`);
}
