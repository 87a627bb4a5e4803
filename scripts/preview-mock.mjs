#!/usr/bin/env node
// `npm run preview:mock -- [--port N (default 4174)] [--host H (default 0.0.0.0)]`: serves the
// mock build (`npm run build:mock`, dist-mock/) for colleagues and phones. Host names other than
// localhost and IP addresses must be allowed: MOCK_ALLOWED_HOSTS=qa-laptop.local,qa.example.com
// (or `all`), read by vite.config.ts (docs/qa-mock-tools.md).
import { parseArgs } from 'node:util';
import { preview } from 'vite';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  strict: true,
});
const port = values.port === undefined ? 4174 : Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`preview:mock: --port must be a TCP port, not “${values.port}”`);
  process.exit(1);
}
const server = await preview({
  mode: 'mock',
  preview: { host: values.host ?? '0.0.0.0', port, strictPort: true },
});
server.printUrls();
