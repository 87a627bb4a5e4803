import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run mock:serve -- --token A --other-token B`: two test shoppers, each with a plan of its
 * own, any other credential refused; `npm run contract:check` run against it as
 * docs/contract-check.md tells a backend team (both credentials from the environment, writes
 * allowed) finds it on the contract.
 */
const run = promisify(execFile);
const TOKEN = 'mock-serve-shopper-a';
const OTHER = 'mock-serve-shopper-b';
let server: ChildProcess;
let url = '';
/** What mock:serve printed when it started. */
let banner = '';

beforeAll(async () => {
  server = spawn(
    'npm',
    ['run', 'mock:serve', '--', '--port', '0', '--token', TOKEN, '--other-token', OTHER],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group: npm and the server it starts are stopped together.
      detached: true,
    },
  );
  let out = '';
  url = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /mock:serve on (http:\/\/\S+)/.exec(out)?.[1];
      if (found && out.includes('Ctrl-C stops.')) {
        banner = out;
        resolve(found);
      }
    });
    server.once('exit', (code) => reject(new Error(`mock:serve exited ${code}: ${out}`)));
  });
}, 60_000);

afterAll(async () => {
  server.stdout?.destroy();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-(server.pid ?? 0), 'SIGTERM');
    await exited;
  }
});

const plan = (token: string) =>
  fetch(`${url}/autoShip/queryAutoShipPlan?region=us&cookie=c&webLanguage=en`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { data: { planId: number } | null },
  }));

describe('npm run mock:serve with two shoppers', () => {
  it('serves each shopper its own plan and refuses any other credential, a case-changed one included', async () => {
    const [a, b] = [await plan(TOKEN), await plan(OTHER)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data?.planId).not.toBe(b.body.data?.planId);
    for (const forged of [`${TOKEN}x`, TOKEN.toUpperCase(), 'anything']) {
      expect((await plan(forged)).status).toBe(401);
    }
  });

  const check = () =>
    run(
      'npm',
      [
        'run',
        'contract:check',
        '--',
        '--base-url',
        url,
        '--origin',
        'https://store.example.com',
        '--allow-writes',
      ],
      {
        env: { ...process.env, CONTRACT_CHECK_TOKEN: TOKEN, CONTRACT_CHECK_OTHER_TOKEN: OTHER },
        timeout: 120_000,
      },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('passes contract:check run as docs/contract-check.md tells a backend team, twice with the reset it names between (exit 0)', async () => {
    const runs = [];
    for (const time of [1, 2]) {
      const result = await check();
      expect(result.stdout, `run ${time}`).toContain(
        'ownership: plan 990001 of the second shopper',
      );
      expect(result.stdout, `run ${time}`).toMatch(/ 0 violations/);
      expect(result.code, `run ${time}`).toBe(0);
      runs.push(result.stdout.match(/^ {2}done {4}/gm)?.length ?? 0);
      // terminatePlan deleted the plan: the reset mock:serve prints puts the scenario back.
      expect(banner).toContain(`curl -X POST ${url}/__mock/reset`);
      expect((await fetch(`${url}/__mock/reset`, { method: 'POST' })).status).toBe(204);
    }
    // The second run made every write the first did (it found the plan again).
    expect(runs[0]).toBeGreaterThan(20);
    expect(runs[1]).toBe(runs[0]);
  }, 300_000);
});
