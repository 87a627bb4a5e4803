#!/usr/bin/env node
// `npm test`: every check CI makes, in one command (scripts/check-all/main.ts). TypeScript,
// loaded by Vite's module runner like the other TypeScript scripts.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./check-all/main.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
});
process.exitCode = await module.default();
