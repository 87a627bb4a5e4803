/**
 * `npm run mock:serve -- [--port N] [--host H] [--scenario NAME] [--public-origin URL]
 * [--token A [--other-token B]]`: the
 * stateful mock backend over HTTP (mocks/http-server.ts: the same handlers, store and scenarios
 * as MSW in the page), so a production or theme build can be tried with no backend. Point the
 * app at it: `VITE_API_BASE_URL` for `npm run build`, the section's "API origin" setting for a
 * theme. CORS is open. With `--token`, only that credential is a shopper (any other is refused
 * with 401); `--other-token` adds a second shopper with a plan of its own, so `npm run
 * contract:check` can be run against it as docs/contract-check.md tells a backend team.
 */
import { parseArgs } from 'node:util';
import { MOCK_RESET_PATH, startMockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_SCENARIO, allScenarioNames, isKnownScenario } from '#mocks/scenarios/registry.ts';

const USAGE =
  'usage: npm run mock:serve -- [--port N (default 4020)] [--host H (default 127.0.0.1)] ' +
  `[--scenario NAME (default ${DEFAULT_SCENARIO})] [--public-origin URL] ` +
  '[--token A (default: any bearer) [--other-token B (a second shopper)]]\n' +
  `scenarios: ${allScenarioNames().join(', ')} (mocks/scenarios/files/*.json included)`;

interface Options {
  port: number;
  host: string;
  scenario: string;
  publicOrigin: string | undefined;
  token: string | undefined;
  otherToken: string | undefined;
}

function parse(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      'public-origin': { type: 'string' },
      token: { type: 'string' },
      'other-token': { type: 'string' },
    },
    strict: true,
  });
  const port = values.port === undefined ? 4020 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error('--port must be a TCP port');
  }
  const scenario = values.scenario ?? DEFAULT_SCENARIO;
  if (!isKnownScenario(scenario)) throw new Error(`unknown scenario: ${scenario}`);
  const publicOrigin = values['public-origin'];
  if (publicOrigin !== undefined && !/^https?:\/\/[^/]+$/.test(publicOrigin)) {
    throw new Error(
      `--public-origin must be an origin such as https://mock.example: ${publicOrigin}`,
    );
  }
  const { token, 'other-token': otherToken } = values;
  if (token === '' || otherToken === '') throw new Error('--token and --other-token take a value');
  if (otherToken !== undefined && (token === undefined || token === otherToken)) {
    throw new Error("--other-token is a second shopper's credential, next to --token");
  }
  return { port, host: values.host ?? '127.0.0.1', scenario, publicOrigin, token, otherToken };
}

export default async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let options: Options;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(
      `mock:serve: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    return 2;
  }
  const server = await startMockHttpServer({
    port: options.port,
    host: options.host,
    scenario: options.scenario,
    ...(options.publicOrigin === undefined ? {} : { publicOrigin: options.publicOrigin }),
    ...(options.token === undefined ? {} : { credentials: [options.token] }),
    ...(options.otherToken === undefined ? {} : { otherCredential: options.otherToken }),
  });
  const shoppers =
    options.token === undefined
      ? 'any bearer credential is the shopper'
      : `shoppers: --token${options.otherToken === undefined ? '' : ' and --other-token (a plan of its own)'}; any other credential is refused`;
  console.log(
    `mock:serve on ${server.url} (scenario ${options.scenario}; ${shoppers})\n` +
      `  a production build against it: VITE_API_BASE_URL=${server.url} VITE_STORE_BASE_URL=${server.url} npm run build\n` +
      `  a theme: the section's "API origin" setting = ${server.url}\n` +
      `  contract:check --allow-writes deletes the plan; \`curl -X POST ${server.url}${MOCK_RESET_PATH}\` puts the scenario back\n  Ctrl-C stops.`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}
