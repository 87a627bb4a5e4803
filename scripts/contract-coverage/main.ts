/**
 * `npm run contract:coverage [-- --records DIR] [--json FILE]`: runs the node test projects
 * (unit, contract) with the mock backend's answer log on, then prints which documented
 * (operation, status) pairs of openapi.yaml a test got from the mock and then asserted on,
 * under which scenarios, and the envelope codes answered; writes the same as JSON. Exit 1 when a
 * documented pair was never asserted on, the mock answered a status or an envelope code the
 * contract does not list, or a listed code was never answered; `--records DIR` reads an earlier
 * log instead of running.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  contractCoverage,
  coverageComplete,
  formatCoverage,
  readRecords,
} from './coverage-report.ts';

export default function main(argv: string[] = process.argv.slice(2)): number {
  const { values } = parseArgs({
    args: argv,
    options: { records: { type: 'string' }, json: { type: 'string' } },
    strict: true,
  });
  const jsonPath = values.json ?? 'coverage/contract-coverage.json';
  let directory = values.records;
  let testsFailed = false;
  let temporary: string | null = null;
  if (directory === undefined) {
    temporary = mkdtempSync(join(tmpdir(), 'contract-coverage-'));
    directory = temporary;
    // The browser project drives Chromium against a built app: its calls are the same handlers
    // the unit tests reach, so the node projects measure the coverage in a fraction of the time.
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'contract'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CONTRACT_COVERAGE_DIR: directory },
      },
    );
    testsFailed = run.status !== 0;
  }
  const coverage = contractCoverage(readRecords(directory));
  if (temporary) rmSync(temporary, { recursive: true, force: true });
  console.log(formatCoverage(coverage));
  mkdirSync(dirname(jsonPath), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(coverage, null, 2)}\n`);
  console.log(`report: ${jsonPath}`);
  // Failing tests are `npm test`'s to report; this command judges the coverage only (the answers
  // a failing test got still count: the mock gave them).
  if (testsFailed) console.error('contract:coverage: some tests failed (npm test says which)');
  return coverageComplete(coverage) ? 0 : 1;
}
