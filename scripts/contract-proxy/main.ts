/**
 * `npm run contract:proxy -- --upstream URL [--store-upstream URL] [--port N]`: a
 * validating pass-through proxy for openapi.yaml in front of a live backend (docs/backend.md). Point the app (`VITE_API_BASE_URL` and `VITE_STORE_BASE_URL`) or any client at it:
 * every call goes through to the backend unchanged, and every contract violation is printed live.
 */
import { parseArgs } from 'node:util';
import { startContractProxy } from './proxy.ts';

const USAGE =
  'usage: npm run contract:proxy -- --upstream URL [--store-upstream URL] [--port N (default 4011)]';

export default async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let upstream: string;
  let storeUpstream: string | undefined;
  let port: number;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        upstream: { type: 'string' },
        'store-upstream': { type: 'string' },
        port: { type: 'string' },
      },
      strict: true,
    });
    if (values.upstream === undefined) throw new Error('--upstream is required');
    for (const url of [values.upstream, values['store-upstream']]) {
      if (url !== undefined && !/^https?:\/\//.test(url))
        throw new Error(`not an http(s) URL: ${url}`);
    }
    upstream = values.upstream;
    storeUpstream = values['store-upstream'];
    port = values.port === undefined ? 4011 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error('--port must be a TCP port');
  } catch (error) {
    console.error(
      `contract:proxy: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    return 2;
  }
  const proxy = await startContractProxy({
    upstream,
    ...(storeUpstream === undefined ? {} : { storeUpstream }),
    port,
  });
  console.log(
    `contract:proxy on ${proxy.url}: API → ${upstream}, store → ${storeUpstream ?? upstream}\n` +
      `  run the app against it: VITE_API_MOCKING=off VITE_API_BASE_URL=${proxy.url} ` +
      `VITE_STORE_BASE_URL=${proxy.url} npm run dev\n  violations of openapi.yaml are printed below as they happen; Ctrl-C stops.`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await proxy.stop();
  return 0;
}
