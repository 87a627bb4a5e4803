/**
 * `npm run contract:check -- --base-url URL [--store-url URL] [--token T | --public-only]
 * [--other-token T] [--allow-writes] [--origin URL] [--plan-id N] [--expect-failure op:code]…
 * [--report file.json] [--junit file.xml] [--timeout MS]`: checks a live backend against
 * openapi.yaml (docs/contract-check.md). Exit codes: EXIT below.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { formatTable, toJson } from './report-format.ts';
import { toJunit } from './report-junit.ts';
import { SPEC_TIMEOUT_MS, runContractCheck, type CheckOptions } from './run-checks.ts';

/** What the exit code says (docs/contract-check.md lists them). */
const EXIT = { onContract: 0, offContract: 1, usage: 2, unreachable: 3 } as const;

interface CliOptions extends CheckOptions {
  report: string | undefined;
  junit: string | undefined;
}

const USAGE = `usage: npm run contract:check -- --base-url URL [--store-url URL]
         [--token T | --public-only] [--other-token T] [--allow-writes] [--origin URL]
         [--plan-id N] [--expect-failure operationId:code]… [--report file.json]
         [--junit file.xml] [--timeout MS]
  The credentials may also come from CONTRACT_CHECK_TOKEN and CONTRACT_CHECK_OTHER_TOKEN (kept
  out of the shell history). Exit 0: on the contract; 1: off the contract; 2: usage (a missing
  credential without --public-only included); 3: the backend did not answer at all.`;

/** `--expect-failure checkout:5052` (repeatable): a known failure the team accepts. */
function expectedFailures(values: readonly string[]): Partial<Record<OperationId, number[]>> {
  const accepted: Partial<Record<OperationId, number[]>> = {};
  for (const value of values) {
    const match = /^([A-Za-z]+):(\d+)$/.exec(value);
    const operationId = OPERATION_IDS.find((id) => id === match?.[1]);
    if (!match || operationId === undefined) {
      throw new Error(`--expect-failure takes operationId:code (e.g. checkout:5052), got ${value}`);
    }
    accepted[operationId] = [...(accepted[operationId] ?? []), Number(match[2])];
  }
  return accepted;
}

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function validUrl(value: string | undefined, flag: string): string | null {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  throw new Error(`${flag} must be an http(s) URL, got ${value}`);
}

export default async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let options: CliOptions;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        'store-url': { type: 'string' },
        token: { type: 'string' },
        'other-token': { type: 'string' },
        'public-only': { type: 'boolean', default: false },
        'allow-writes': { type: 'boolean', default: false },
        report: { type: 'string' },
        junit: { type: 'string' },
        timeout: { type: 'string' },
        origin: { type: 'string' },
        'plan-id': { type: 'string' },
        'expect-failure': { type: 'string', multiple: true },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      return EXIT.onContract;
    }
    const baseUrl = validUrl(values['base-url'], '--base-url');
    if (baseUrl === null) throw new Error('--base-url is required');
    const timeoutMs = values.timeout === undefined ? SPEC_TIMEOUT_MS : Number(values.timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
      throw new Error('--timeout must be milliseconds');
    const token = values.token ?? process.env.CONTRACT_CHECK_TOKEN;
    const otherToken = values['other-token'] ?? process.env.CONTRACT_CHECK_OTHER_TOKEN;
    const hasToken = token !== undefined && token !== '';
    // A CI job whose secret is missing must not stay green on the refusals alone.
    if (!hasToken && !values['public-only']) {
      throw new Error(
        'no credential: give --token (or CONTRACT_CHECK_TOKEN), or --public-only to check only the refusals and the open calls',
      );
    }
    if (hasToken && values['public-only']) {
      throw new Error(
        '--public-only checks without a credential: drop --token (and CONTRACT_CHECK_TOKEN)',
      );
    }
    if (otherToken !== undefined && otherToken !== '' && (!hasToken || otherToken === token)) {
      throw new Error("--other-token is a second shopper's credential, next to --token");
    }
    const origin = validUrl(values.origin, '--origin');
    const planId = values['plan-id'] === undefined ? undefined : Number(values['plan-id']);
    if (planId !== undefined && (!Number.isInteger(planId) || planId < 1))
      throw new Error('--plan-id must be a plan id (1 or more)');
    options = {
      baseUrl,
      storeUrl: validUrl(values['store-url'], '--store-url') ?? baseUrl,
      ...(token === undefined || token === '' ? {} : { token }),
      ...(otherToken === undefined || otherToken === '' ? {} : { otherToken }),
      allowWrites: values['allow-writes'],
      timeoutMs,
      ...(origin === null ? {} : { origin: new URL(origin).origin }),
      ...(planId === undefined ? {} : { planId }),
      expectedFailures: expectedFailures(values['expect-failure'] ?? []),
      report: values.report,
      // The JUnit file sits next to the JSON report unless named.
      junit: values.junit ?? values.report?.replace(/(\.json)?$/, '.junit.xml'),
    };
  } catch (error) {
    console.error(
      `contract:check: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    return EXIT.usage;
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
