import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, stopChild } from '#scripts/contract/prism-child.ts';

/** `npm run dev:prism` as QA runs it, on free ports: Prism and the app in `vite --mode prism`. */
export interface DevPrism {
  /** The app's origin, e.g. http://127.0.0.1:41235. */
  appUrl: string;
  /** The last 20 kB both printed, for a failure message. */
  log: () => string;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

/** Resolves once Prism listens and the app answers its index page; else stops it and rejects. */
export async function startDevPrism(readyTimeoutMs = 90_000): Promise<DevPrism> {
  const [prismPort, appPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [resolve(root, 'scripts/dev-prism.mjs'), '--port', String(appPort), '--strictPort'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(prismPort) },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const appUrl = `http://127.0.0.1:${appPort}`;
  const stop = () => stopChild(child);
  const deadline = Date.now() + readyTimeoutMs;
  // Polling a condition (the app answers, Prism said it listens), not a fixed wait.
  while (!(output.includes('Prism is listening') && (await answers(appUrl)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`dev:prism not ready (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { appUrl, log: () => output, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
