#!/usr/bin/env node
// `npm run dev:prism`: Prism on 127.0.0.1:${PORT:-4012} and the app (`vite --mode prism`) on
// 127.0.0.1:5174 against it; when either stops, or on Ctrl-C, both stop. Ports of their own, so
// it runs beside `npm run dev` and `npm run mock:prism` (openapi.yaml's payment URLs name 5174).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRISM_HOST, prismPort, startPrism } from './prism-mock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEV_PRISM_PORT = 4012;
const APP_PORT = '5174';

const port = prismPort(DEV_PRISM_PORT);
const args = process.argv.slice(2);
// `npm run dev:prism -- --port N` moves the app, as `npm run dev -- --port N` does.
const appPort = args.includes('--port') ? [] : ['--port', APP_PORT, '--strictPort'];
const prismUrl = `http://${PRISM_HOST}:${port}`;

const require = createRequire(join(root, 'package.json'));
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const prism = startPrism({ port });
// Variables already in the environment win over .env.prism (`npm run mock:prism`'s 4010, for a
// bare `vite --mode prism`); the store's product JSON comes from Prism too.
const vite = spawn(
  process.execPath,
  [viteBin, '--mode', 'prism', '--host', '127.0.0.1', ...appPort, ...args],
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
