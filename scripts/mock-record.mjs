#!/usr/bin/env node
// `npm run mock:record`: record a live backend (or a HAR) as a scenario file
// (scripts/mock-record/main.ts). TypeScript, loaded by Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./mock-record/main.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
});
process.exitCode = await module.default();
