#!/usr/bin/env node
// `npm run contract:coverage`: which documented (operation, status) pairs of openapi.yaml the
// test suite exercises (scripts/contract-coverage/main.ts). TypeScript, loaded by Vite's module
// runner, so it reuses the project's contract reader.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./contract-coverage/main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = module.default();
