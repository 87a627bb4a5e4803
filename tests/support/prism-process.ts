import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, prismBin, stopChild } from '#scripts/contract/prism-child.ts';
import { PRISM_CONTRACT } from '#scripts/prism-examples/paths.ts';

/** A Prism mock server that a test file started and must stop. */
export interface PrismProcess {
  url: string;
  /** The last 20 kB Prism printed, for a failure message. */
  log: () => string;
  stop: () => Promise<void>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts `prism mock` on a free port and resolves once it listens: on openapi.yaml itself, or
 * (`'scenarios'`) on the copy whose examples are the scenarios' answers, as `npm run mock:prism`
 * serves it. A Prism that exits or never gets ready is stopped before the rejection, so no
 * process outlives the test.
 */
export async function startPrism(
  contract: 'openapi.yaml' | 'scenarios' = 'openapi.yaml',
  readyTimeoutMs = 45_000,
): Promise<PrismProcess> {
  const port = await freePort();
  const file = contract === 'scenarios' ? PRISM_CONTRACT : 'openapi.yaml';
  const child = spawn(
    process.execPath,
    [prismBin(), 'mock', join(root, file), '-h', '127.0.0.1', '-p', String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const stop = () => stopChild(child);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Prism not listening after ${readyTimeoutMs} ms:\n${output}`)),
        readyTimeoutMs,
      );
      const onOutput = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        if (output.includes('Prism is listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Prism exited (${code}) before listening:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, log: () => output, stop };
}
