#!/usr/bin/env node
// `npm run preview:mock -- [--port N (default 4174)] [--host H (default 0.0.0.0)]`: serves the
// mock build (`npm run build:mock`, dist-mock/) for colleagues and phones. Host names other than
// localhost and IP addresses must be allowed: MOCK_ALLOWED_HOSTS=qa-laptop.local,qa.example.com
// (or `all`), read by vite.config.ts (docs/qa-mock-tools.md). What goes wrong is said in one line
// (exit 1), never as a stack trace: QA reads it, not a developer.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { preview } from 'vite';

const USAGE = 'usage: npm run preview:mock -- [--port N] [--host H]';

function fail(message) {
  console.error(`preview:mock: ${message}`);
  process.exit(1);
}

function options() {
  try {
    return parseArgs({
      options: { port: { type: 'string' }, host: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    // Node's own words name the flag ("Unknown option '--prot'"); the usage says what is known.
    return fail(`${String(error.message).split(/\.(?:\s|$)/)[0]} (${USAGE})`);
  }
}

const values = options();
const port = values.port === undefined ? 4174 : Number(values.port);
if (!/^\d+$/.test(values.port ?? '4174') || port < 1 || port > 65535) {
  fail(`--port must be a TCP port (1–65535), not “${values.port}”`);
}
const host = values.host ?? '0.0.0.0';
if (!existsSync(new URL('../dist-mock/index.html', import.meta.url))) {
  fail('no mock build in dist-mock/: run `npm run build:mock` first');
}

function reason(error) {
  if (error?.code === 'EADDRINUSE' || /already in use/.test(String(error?.message))) {
    return `port ${port} is already in use (another preview:mock?): stop it, or choose another with --port N`;
  }
  if (error?.code === 'EADDRNOTAVAIL' || error?.code === 'ENOTFOUND') {
    return `--host ${host} is not an address of this machine`;
  }
  if (error?.code === 'EACCES') return `port ${port} needs more rights: choose one above 1023`;
  return String(error?.message ?? error).split('\n')[0];
}

try {
  const server = await preview({ mode: 'mock', preview: { host, port, strictPort: true } });
  server.printUrls();
} catch (error) {
  fail(reason(error));
}
