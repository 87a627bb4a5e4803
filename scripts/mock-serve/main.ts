/**
 * `npm run mock:serve -- [--port N] [--host H] [--scenario NAME] [--public-origin URL]`: the
 * stateful mock backend over HTTP (mocks/http-server.ts: the same handlers, store and scenarios
 * as MSW in the page), so a production or theme build can be tried with no backend. Point the
 * app at it: `VITE_API_BASE_URL` for `npm run build`, the section's "API origin" setting for a
 * theme. CORS is open.
 */
import { parseArgs } from 'node:util';
import { startMockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_SCENARIO, allScenarioNames, isKnownScenario } from '#mocks/scenarios/registry.ts';

const USAGE =
  'usage: npm run mock:serve -- [--port N (default 4020)] [--host H (default 127.0.0.1)] ' +
  `[--scenario NAME (default ${DEFAULT_SCENARIO})] [--public-origin URL]\n` +
  `scenarios: ${allScenarioNames().join(', ')} (mocks/scenarios/files/*.json included)`;

interface Options {
  port: number;
  host: string;
  scenario: string;
  publicOrigin: string | undefined;
}

function parse(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      'public-origin': { type: 'string' },
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
  return { port, host: values.host ?? '127.0.0.1', scenario, publicOrigin };
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
  });
  console.log(
    `mock:serve on ${server.url} (scenario ${options.scenario})\n` +
      `  a production build against it: VITE_API_BASE_URL=${server.url} VITE_STORE_BASE_URL=${server.url} npm run build\n` +
      `  a theme: the section's "API origin" setting = ${server.url}\n  Ctrl-C stops.`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}
