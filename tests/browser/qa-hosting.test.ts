import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createServer as createViteServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run preview:mock`, as QA hosts the mock build for the team (docs/qa-mock-tools.md,
// "Hosting for the team"): a host name it was not told to allow gets a page naming
// MOCK_ALLOWED_HOSTS and the command; a busy port or an unknown flag, one line and exit 1.
// The mock build in dist-mock/ is the browser tests' own (tests/browser/global-setup.ts).

const SCRIPT = resolve(import.meta.dirname, '../../scripts/preview-mock.mjs');

interface Run {
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
  stop(): void;
}

const runs: Run[] = [];
afterEach(() => {
  for (const run of runs.splice(0)) run.stop();
});

function previewMock(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = {
    stdout: '',
    stderr: '',
    exited: new Promise((done) => child.once('exit', (code) => done(code))),
    stop: () => child.kill(),
  };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  runs.push(run);
  return run;
}

/** A port the OS has just said is free, and a server holding it until closed (a busy port). */
async function holdPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { port: (server.address() as AddressInfo).port, server };
}

async function freePort(): Promise<number> {
  const { port, server } = await holdPort();
  await new Promise((closed) => server.close(closed));
  return port;
}

/** GET / with this Host header (fetch cannot set it). */
function getAs(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((answered, failed) => {
    const asked = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => answered({ status: answer.statusCode ?? 0, body }));
    });
    asked.on('error', failed);
    asked.end();
  });
}

async function serving(env: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  const run = previewMock(['--port', String(port), '--host', '127.0.0.1'], env);
  // Vite colours its output where CI is set (picocolors), bolding the port inside the URL.
  await expect
    .poll(() => stripVTControlCharacters(run.stdout), { timeout: 30_000 })
    .toContain(`:${port}/`);
  return port;
}

/** What a failed start printed: its lines, without blank ones. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('npm run preview:mock', () => {
  it('answers a host name it was not told to allow with a page naming MOCK_ALLOWED_HOSTS', async () => {
    const port = await serving();
    const blocked = await getAs(port, `qa-laptop.local:${port}`);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toContain('Blocked request');
    expect(blocked.body).toContain('MOCK_ALLOWED_HOSTS=qa-laptop.local npm run preview:mock');
    expect(blocked.body).not.toContain('vite.config.js');
    // Localhost still gets the app.
    expect((await getAs(port, `localhost:${port}`)).status).toBe(200);
  });

  it('answers that host name once MOCK_ALLOWED_HOSTS names it', async () => {
    const port = await serving({ MOCK_ALLOWED_HOSTS: 'qa-laptop.local' });
    const allowed = await getAs(port, `qa-laptop.local:${port}`);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatch(/^<!doctype html>/i);
  });

  it('on a busy port says so in one line and exits 1', async () => {
    const { port, server } = await holdPort();
    try {
      const run = previewMock(['--port', String(port), '--host', '127.0.0.1']);
      expect(await run.exited).toBe(1);
      expect(lines(run.stderr)).toEqual([
        `preview:mock: port ${port} is already in use (another preview:mock?): stop it, or choose another with --port N`,
      ]);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('with an unknown flag says so in one line and exits 1', async () => {
    const run = previewMock(['--prot', '5000']);
    expect(await run.exited).toBe(1);
    expect(lines(run.stderr)).toEqual([
      "preview:mock: Unknown option '--prot' (usage: npm run preview:mock -- [--port N] [--host H])",
    ]);
    expect(run.stdout).toBe('');
  });
});

describe('npm run dev', () => {
  it('answers a host name it was not told to allow with a page naming MOCK_ALLOWED_HOSTS', async () => {
    // The dev server `npm run dev` starts, from the same vite.config.ts, on a port of its own.
    const server = await createViteServer({
      configFile: resolve(import.meta.dirname, '../../vite.config.ts'),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    });
    try {
      await server.listen();
      const port = (server.httpServer?.address() as AddressInfo).port;
      const blocked = await getAs(port, `qa-laptop.local:${port}`);
      expect(blocked.status).toBe(403);
      expect(blocked.body).toContain('MOCK_ALLOWED_HOSTS=qa-laptop.local npm run dev');
      expect(blocked.body).not.toContain('vite.config.js');
      expect((await getAs(port, `localhost:${port}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
