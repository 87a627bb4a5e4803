#!/usr/bin/env node
// `npm run theme:install -- --theme PATH [--build dist-theme]`: puts the theme build into a
// theme folder, an upgrade as much as a first install (scripts/theme-install/install.ts;
// docs/theme-install.md). TypeScript, loaded by Vite's module runner like the contract check.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./theme-install/main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = module.default(process.argv.slice(2));
