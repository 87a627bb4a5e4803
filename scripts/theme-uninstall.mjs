#!/usr/bin/env node
// `npm run theme:uninstall -- --theme PATH`: takes out of a theme folder what theme:install put
// in (scripts/theme-install/uninstall.ts; docs/theme-install.md).
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./theme-install/uninstall-main.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = module.default(process.argv.slice(2));
