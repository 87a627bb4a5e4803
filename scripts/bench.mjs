#!/usr/bin/env node
// `npm run bench`: the performance benchmark and its budgets (scripts/bench/run-bench.ts, read
// there what it measures). The bench is TypeScript so it can use the app's own route list and
// the mock backend; Vite's module runner loads it.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./bench/run-bench.ts', import.meta.url).pathname);
process.exitCode = await module.default();
