import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { startContractProxy, type ContractProxy } from '#scripts/contract-proxy/proxy.ts';
import {
  BROKEN_KINDS,
  startBrokenBackend,
  type BrokenBackend,
} from '#tests/support/broken-backend.ts';

// `npm run contract:proxy`: a pass-through proxy with the API and the store on their own
// upstreams; requests, preflights and answers pass unchanged and violations are reported live.

let api: BrokenBackend;
let store: MockHttpServer;
let proxy: ContractProxy;
const lines: string[] = [];
const QUERY = 'region=us&cookie=visitor&webLanguage=en';

beforeAll(async () => {
  // Answers off the contract of every kind a pass-through must keep as they are.
  api = await startBrokenBackend(
    BROKEN_KINDS.filter((kind) =>
      [
        'enum out of range',
        'an empty 200 body',
        'body is not JSON',
        'a preflight the backend does not answer',
        'a preflight that does not allow the Authorization header',
      ].includes(kind.kind),
    ),
  );
  store = await startMockHttpServer({ scenario: 'active' });
  proxy = await startContractProxy({
    upstream: api.url,
    storeUpstream: store.url,
    onLog: (line) => lines.push(line),
  });
}, 120_000);

afterAll(async () => {
  await proxy.stop();
  await api.close();
  await store.close();
});

describe('contract:proxy', () => {
  it('passes the credential through and the answer back unchanged, and reports its violations', async () => {
    const response = await fetch(`${proxy.url}/autoShip/queryAutoShipPlan?${QUERY}`, {
      headers: { Authorization: 'Bearer proxy-token' },
    });
    expect(response.status).toBe(200);
    // The broken backend's plan status 7 (off the contract) reaches the client as it was…
    expect(await response.json()).toMatchObject({ code: 200, data: { status: 7 } });
    // …and Prism says so.
    await expect.poll(() => lines.join('\n'), { timeout: 10_000 }).toMatch(/status/);
    expect(lines).toContain(
      '[api]   violation answer schema /data/status: expected one of [0,1,2], actual 7',
    );
  });

  it('sends the store product JSON to the store upstream', async () => {
    const response = await fetch(`${proxy.url}/products/classic-tobacco-pods.js`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ handle: 'classic-tobacco-pods' });
  });

  it('passes an empty and an unparseable answer through as the backend gave them', async () => {
    const auth = { Authorization: 'Bearer proxy-token' };
    const empty = await fetch(`${proxy.url}/autoShip/pausePlan/880001?${QUERY}`, { headers: auth });
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
    const html = await fetch(`${proxy.url}/autoShip/terminatePlan/880001?${QUERY}`, {
      headers: auth,
    });
    expect(html.status).toBe(200);
    expect(await html.text()).toBe('<html><body>Plan deleted</body></html>');
    // Both reported, neither replaced.
    await expect
      .poll(() => lines.join('\n'))
      .toContain('[api]   violation answer json (body): expected a JSON body, actual (empty)');
    await expect.poll(() => lines.join('\n')).toMatch(/terminatePlan: 1 violation/);
  });

  it("passes the browser's preflight to the backend and its answer back", async () => {
    const preflight = (path: string) =>
      fetch(`${proxy.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://shop.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
    // The backend refuses this preflight: the browser must see the refusal, not Prism's yes.
    const refused = await preflight('/autoShip/changePlan/880001');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // This one leaves out Authorization: so must the answer the client gets.
    const partial = await preflight('/trace/submitIntoCenter');
    expect(partial.headers.get('access-control-allow-headers')).toBe('Content-Type');
    // A sound one comes back as the backend gave it.
    const sound = await preflight('/autoShip/toCheckoutCar');
    expect(sound.status).toBe(204);
    expect(sound.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect(sound.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Prefer',
    );
  });

  it('answers what the backend answers without the credential', async () => {
    const response = await fetch(`${proxy.url}/autoShip/queryCustomerAddress?${QUERY}`);
    expect([401, 403]).toContain(response.status);
  });
});

describe('contract:proxy in front of a backend that fails in substance', () => {
  const QUERY_STRING = 'region=us&cookie=visitor&webLanguage=en';
  let upstream: Server;
  let front: ContractProxy;
  const said: string[] = [];

  beforeAll(async () => {
    upstream = createServer((incoming, outgoing) => {
      if (incoming.url?.startsWith('/autoShip/queryCustomerAddress')) {
        // Promises 400 bytes, sends 20, and hangs up.
        outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
        outgoing.write('{"code":200,"msg":"s');
        setImmediate(() => outgoing.socket?.destroy());
        return;
      }
      // A listed failure on the plan read, and no CORS header for the storefront's origin.
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ code: 5000, msg: 'system busy', data: null }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startContractProxy({
      upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      onLog: (line) => said.push(line),
    });
  });

  afterAll(async () => {
    await front.stop();
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('fails a truncated answer at once: the client gets an error and a line is printed', async () => {
    const started = Date.now();
    await expect(
      fetch(`${front.url}/autoShip/queryCustomerAddress?${QUERY_STRING}`, {
        headers: { Authorization: 'Bearer proxy-token' },
      }).then((response) => response.text()),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect
      .poll(() => said.join('\n'))
      .toMatch(
        /queryCustomerAddress.*violation: truncated answer \(the upstream closed after \d+ bytes of 400\)/,
      );
  });

  it('reports a listed failure on the plan read and a missing CORS header, as contract:check does', async () => {
    const response = await fetch(`${front.url}/autoShip/queryAutoShipPlan?${QUERY_STRING}`, {
      headers: { Authorization: 'Bearer proxy-token', Origin: 'https://shop.example.com' },
    });
    expect(await response.json()).toMatchObject({ code: 5000 });
    await expect.poll(() => said.join('\n')).toMatch(/queryAutoShipPlan: 2 violations/);
    expect(said.join('\n')).toContain('violation answer outcome /code: expected success');
    expect(said.join('\n')).toContain(
      'violation cors (answer) Access-Control-Allow-Origin: expected https://shop.example.com or *',
    );
  });
});
