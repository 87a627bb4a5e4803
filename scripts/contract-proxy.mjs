#!/usr/bin/env node
// `npm run contract:proxy`: a validating pass-through proxy in front of a live backend
// (scripts/contract-proxy/main.ts). TypeScript, loaded by Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./contract-proxy/main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = await module.default();
