#!/usr/bin/env node
// `npm run check:js-budget`: every route's initial JS within its budget (scripts/bench/
// check-js-budget.ts, read there what it measures). TypeScript, loaded by Vite's module runner
// like the bench, so it shares the bench's measurement and budgets.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./bench/check-js-budget.ts', import.meta.url).pathname,
);
process.exitCode = await module.default();
