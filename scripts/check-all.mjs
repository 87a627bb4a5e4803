#!/usr/bin/env node
// `npm test`: every check CI makes, in one command (scripts/check-all/main.ts). TypeScript,
// loaded by Vite's module runner like the other TypeScript scripts.
import { runnerImport } from 'vite';

const nodeEnv = process.env.NODE_ENV;
const { module } = await runnerImport(new URL('./check-all/main.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
});
// The runner sets NODE_ENV=development, which every step would inherit: the production build
// would then bundle React's development code (166 KB gzip a route instead of 103).
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
process.exitCode = await module.default();
