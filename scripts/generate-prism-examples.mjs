#!/usr/bin/env node
// Prism's named examples from the scenario registry (scripts/prism-examples/main.ts), run by
// `npm run generate`. TypeScript, loaded by Vite's module runner (it starts the stateful mock).
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./prism-examples/main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = await module.default();
