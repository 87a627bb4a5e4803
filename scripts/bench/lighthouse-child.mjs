// One Lighthouse runner process (lighthouse.ts): runs Lighthouse against the Chromium on the
// port the parent names, for each URL it sends, and answers the figures. The parent keeps the
// servers: Lighthouse reads Chromium's whole trace as a page loads, and on the servers' event
// loop that work held back the answers the page was waiting for.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./lighthouse.ts', import.meta.url).pathname);
process.on('message', ({ id, url, port }) => {
  module.runLighthouse(url, port).then(
    (figures) => process.send({ id, figures }),
    (error) => process.send({ id, error: String(error?.message ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
