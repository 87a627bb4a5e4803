// The bench's mock backend process (backend-process.ts): the mock HTTP server on a port of its
// own, seeded with the scenario named by the parent, which it tells its address and each reseed.
import { runnerImport } from 'vite';
import { serveParent } from './child-serve.mjs';

const { module } = await runnerImport(
  new URL('../../mocks/http-server.ts', import.meta.url).pathname,
);
const backend = await module.startMockHttpServer({ scenario: process.argv[2] });
process.on('disconnect', () => void backend.close().then(() => process.exit(0)));
serveParent(backend.url, ({ seed }) => backend.setScenario(seed));
