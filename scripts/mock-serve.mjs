#!/usr/bin/env node
// `npm run mock:serve`: the stateful mock backend over HTTP (scripts/mock-serve/main.ts).
// TypeScript, loaded by Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./mock-serve/main.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
});
process.exitCode = await module.default();
