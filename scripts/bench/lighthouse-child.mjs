// One Lighthouse runner process (lighthouse.ts): runs Lighthouse against the Chromium on the
// port the parent names, for each URL it sends, and answers the figures. The parent keeps the
// servers: Lighthouse reads Chromium's whole trace as a page loads, and on the servers' event
// loop that work held back the answers the page was waiting for.
import { runnerImport } from 'vite';
import { serveParent } from './child-serve.mjs';

const { module } = await runnerImport(new URL('./lighthouse.ts', import.meta.url).pathname);
process.on('disconnect', () => process.exit(0));
serveParent(true, ({ url, port }) => module.runLighthouse(url, port));
