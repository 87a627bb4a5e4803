#!/usr/bin/env node
// `npm run contract:check`: checks a live backend against openapi.yaml (see
// scripts/contract-check/main.ts and docs/backend.md). TypeScript, so it
// reuses the project's validator and sample calls; Vite's module runner loads it, as for the bench.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./contract-check/main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = await module.default();
