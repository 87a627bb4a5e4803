import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { startContractProxy, type ContractProxy } from '#scripts/contract-proxy/proxy.ts';
import { startBrokenBackend, type BrokenBackend } from '#tests/support/broken-backend.ts';

// Issue 10, item 5: `npm run contract:proxy` is Prism's validation proxy with the API and the
// store on their own upstreams; answers pass through unchanged and violations are reported live.

let api: BrokenBackend;
let store: MockHttpServer;
let proxy: ContractProxy;
const lines: string[] = [];
const QUERY = 'region=us&cookie=visitor&webLanguage=en';

beforeAll(async () => {
  api = await startBrokenBackend();
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
    expect(lines.join('\n')).toMatch(
      /\[api\].*(violation|must be equal to one of the allowed values)/i,
    );
  });

  it('sends the store product JSON to the store upstream', async () => {
    const response = await fetch(`${proxy.url}/products/classic-tobacco-pods.js`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ handle: 'classic-tobacco-pods' });
  });

  it('answers what the backend answers without the credential', async () => {
    const response = await fetch(`${proxy.url}/autoShip/queryCustomerAddress?${QUERY}`);
    expect([401, 403]).toContain(response.status);
  });
});
