#!/usr/bin/env node
// `npm run contract:diff -- --base <git ref>`: openapi.yaml's changes since the ref, classified
// (scripts/contract-diff/main.ts). TypeScript, loaded by Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./contract-diff/main.ts', import.meta.url).pathname,
  {
    configFile: false,
    logLevel: 'error',
  },
);
process.exitCode = await module.default();
