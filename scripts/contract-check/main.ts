/**
 * `npm run contract:check -- --base-url URL …` (cli-options.ts has every flag): checks a live
 * backend against openapi.yaml (docs/contract-check.md). Exit codes: EXIT below.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { USAGE, cliOptions, type CliOptions } from './cli-options.ts';
import { formatTable, toJson } from './report-format.ts';
import { toJunit } from './report-junit.ts';
import { runContractCheck } from './run-checks.ts';

/** What the exit code says (docs/contract-check.md lists them). */
const EXIT = { onContract: 0, offContract: 1, usage: 2, unreachable: 3 } as const;

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export default async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let options: CliOptions;
  try {
    options = cliOptions(argv);
  } catch (error) {
    console.error(
      `contract:check: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    return EXIT.usage;
  }
  if (options.help) {
    console.log(USAGE);
    return EXIT.onContract;
  }

  const report = await runContractCheck(options);
  console.log(formatTable(report));
  if (options.report !== undefined) writeFile(options.report, toJson(report));
  if (options.junit !== undefined) writeFile(options.junit, toJunit(report));
  if (options.report !== undefined || options.junit !== undefined) {
    console.log(`reports: ${[options.report, options.junit].filter(Boolean).join(', ')}`);
  }
  if (report.unreachable) {
    console.log(
      `contract:check: ${options.baseUrl} did not answer any call (exit ${EXIT.unreachable})`,
    );
    return EXIT.unreachable;
  }
  return report.violationCount === 0 ? EXIT.onContract : EXIT.offContract;
}
