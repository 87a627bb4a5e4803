#!/usr/bin/env node
// `npm run dev:prism`: Prism on 127.0.0.1:${PORT:-4010} and the app (`vite --mode prism`) against
// it, together; when either stops, or on Ctrl-C, both stop.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRISM_HOST, prismPort, startPrism } from './prism-mock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = prismPort();
const prismUrl = `http://${PRISM_HOST}:${port}`;

const require = createRequire(join(root, 'package.json'));
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const prism = startPrism({ port });
// Variables already in the environment win over .env.prism, so a PORT other than 4010 reaches
// the app; the store's product JSON comes from Prism too (it serves /products/{handle}.js).
const vite = spawn(
  process.execPath,
  [viteBin, '--mode', 'prism', '--host', '127.0.0.1', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? prismUrl,
      VITE_STORE_BASE_URL: process.env.VITE_STORE_BASE_URL ?? prismUrl,
    },
  },
);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [vite, prism]) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
prism.on('exit', (code) => stopAll(code ?? 0));
vite.on('exit', (code) => stopAll(code ?? 0));
