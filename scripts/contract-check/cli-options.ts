/**
 * `npm run contract:check`'s command line (docs/contract-check.md lists each flag): the options
 * of a run, or an Error whose message says what is wrong with the flags.
 */
import { parseArgs } from 'node:util';
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { SPEC_TIMEOUT_MS, type CheckOptions } from './check-options.ts';

export interface CliOptions extends CheckOptions {
  report: string | undefined;
  junit: string | undefined;
  help: boolean;
}

export const USAGE = `usage: npm run contract:check -- --base-url URL [--store-url URL]
         [--token T | --public-only] [--other-token T] [--allow-writes] [--origin URL]
         [--payment-host HOST]… [--plan-id N] [--expect-failure operationId:code]…
         [--fuzz N [--seed S]] [--report file.json] [--junit file.xml] [--timeout MS]
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

function count(value: string | undefined, flag: string, least: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < least)
    throw new Error(`${flag} takes a whole number of ${least} or more, got ${value}`);
  return number;
}

function credentials(
  token: string | undefined,
  otherToken: string | undefined,
  publicOnly: boolean,
) {
  const hasToken = token !== undefined && token !== '';
  // A CI job whose secret is missing must not stay green on the refusals alone.
  if (!hasToken && !publicOnly) {
    throw new Error(
      'no credential: give --token (or CONTRACT_CHECK_TOKEN), or --public-only to check only the refusals and the open calls',
    );
  }
  if (hasToken && publicOnly)
    throw new Error(
      '--public-only checks without a credential: drop --token (and CONTRACT_CHECK_TOKEN)',
    );
  if (otherToken !== undefined && otherToken !== '' && (!hasToken || otherToken === token)) {
    throw new Error("--other-token is a second shopper's credential, next to --token");
  }
  return {
    ...(hasToken ? { token } : {}),
    ...(otherToken === undefined || otherToken === '' ? {} : { otherToken }),
  };
}

export function cliOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
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
      'payment-host': { type: 'string', multiple: true },
      'plan-id': { type: 'string' },
      'expect-failure': { type: 'string', multiple: true },
      fuzz: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const help = values.help;
  const baseUrl = validUrl(values['base-url'], '--base-url');
  if (baseUrl === null && !help) throw new Error('--base-url is required');
  const timeoutMs = count(values.timeout, '--timeout', 1) ?? SPEC_TIMEOUT_MS;
  const origin = validUrl(values.origin, '--origin');
  const planId = count(values['plan-id'], '--plan-id', 1);
  const fuzz = count(values.fuzz, '--fuzz', 1);
  const seed = count(values.seed, '--seed', 0);
  for (const host of values['payment-host'] ?? []) {
    if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host))
      throw new Error(`--payment-host takes a host or host:port, got ${host}`);
  }
  return {
    baseUrl: baseUrl ?? '',
    storeUrl: validUrl(values['store-url'], '--store-url') ?? baseUrl ?? '',
    ...(help
      ? {}
      : credentials(
          values.token ?? env.CONTRACT_CHECK_TOKEN,
          values['other-token'] ?? env.CONTRACT_CHECK_OTHER_TOKEN,
          values['public-only'],
        )),
    allowWrites: values['allow-writes'],
    timeoutMs,
    ...(origin === null ? {} : { origin: new URL(origin).origin }),
    ...(planId === undefined ? {} : { planId }),
    ...(fuzz === undefined
      ? {}
      : { fuzz: { cases: fuzz, seed: seed ?? Date.now() % 2_147_483_647 } }),
    paymentHosts: (values['payment-host'] ?? []).map((host) => host.toLowerCase()),
    expectedFailures: expectedFailures(values['expect-failure'] ?? []),
    report: values.report,
    // The JUnit file sits next to the JSON report unless named.
    junit: values.junit ?? values.report?.replace(/(\.json)?$/, '.junit.xml'),
    help,
  };
}
