import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A Prism mock server of openapi.yaml that a test file started and must stop. */
export interface PrismProcess {
  url: string;
  /** The last 20 kB Prism printed, for a failure message. */
  log: () => string;
  stop: () => Promise<void>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The prism bin from the installed package, run with this node (no npx, no shell). */
function prismBin(): string {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.prism;
  if (!bin) throw new Error('@stoplight/prism-cli has no prism bin');
  return join(dirname(manifestPath), bin);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts `prism mock openapi.yaml` on a free port and resolves once it listens. A Prism that
 * exits or never gets ready is stopped before the rejection, so no process outlives the test.
 */
export async function startPrism(readyTimeoutMs = 45_000): Promise<PrismProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [prismBin(), 'mock', join(root, 'openapi.yaml'), '-h', '127.0.0.1', '-p', String(port)],
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
