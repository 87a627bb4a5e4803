#!/usr/bin/env node
// `npm run mock:prism`: Prism serves the contract on 127.0.0.1:4010 (PORT overrides the port):
// openapi.yaml with every scenario's answers as named examples (mocks/generated/prism-openapi.json,
// `npm run generate`), so a `Prefer` header picks a scenario's answer. Prism checks each request
// against the contract (422 for an invalid one, 401 without a credential). It is stateless: see docs/backend.md.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PRISM_HOST = '127.0.0.1';
export const DEFAULT_PRISM_PORT = 4010;

/** Prism's CLI entry, from its package.json `bin`, so no global install or npx lookup is needed. */
export function prismBin() {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.prism;
  return join(dirname(manifestPath), bin);
}

export function prismPort(defaultPort = DEFAULT_PRISM_PORT) {
  const port = Number(process.env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT must be a TCP port, got ${process.env.PORT}`);
  }
  return port;
}

/** Starts Prism as a child process; the caller owns it (kill it on exit). */
export function startPrism({ port = prismPort(), stdio = 'inherit' } = {}) {
  return spawn(
    process.execPath,
    [
      prismBin(),
      'mock',
      join(root, 'mocks/generated/prism-openapi.json'),
      '-h',
      PRISM_HOST,
      '-p',
      String(port),
    ],
    { cwd: root, stdio },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const prism = startPrism();
  const stop = () => prism.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  prism.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
