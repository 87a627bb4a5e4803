#!/usr/bin/env node
// `node scripts/past-installs.mjs --reference DIR`: writes what theme:install needs to recognise
// an install made before it kept a record (decision 069), from this repository's git history and
// the reference themes in DIR (dawn-15.4.1/, horizon-4.1.3/). Run by hand: its output is history,
// committed and never regenerated in CI (a shallow clone has no past, CI has no reference themes).
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./theme-install/past-installs/extract.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
);
process.exitCode = module.default(process.argv.slice(2));
