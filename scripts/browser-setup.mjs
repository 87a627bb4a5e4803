#!/usr/bin/env node
// The step `npm test` and `npm run bench` take first: a Chromium and the screenshot fonts, found
// or installed from Debian, or one message naming the command to run
// (scripts/browser-setup/set-up-browser.ts). TypeScript, loaded by Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./browser-setup/main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = await module.default();
