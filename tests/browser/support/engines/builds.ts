import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import type { MockState } from '#mocks/store/mock-state.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { selfSignedTls } from '#tests/support/self-signed-tls.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';
import { press, waitFor, WAIT, type EnginePage } from './engine-page.ts';

/**
 * The two builds a shopper journey runs on in every engine: the mock build (MSW in the page, the
 * browser tests' preview of dist-mock/) and the production build as stores install it (the theme
 * build in the stand-in theme, against the mock backend over HTTP, `npm run mock:serve`'s).
 */
export type AppRoute = 'manage' | 'buildPlan';

export interface BuildUnderTest {
  readonly name: 'mock build' | 'production build';
  /** Opens a route with the backend seeded with `scenario`. */
  open(page: EnginePage, route: AppRoute, scenario: string): Promise<void>;
  /** The backend's state as it now is: what the server holds, not what the page shows. */
  state(page: EnginePage): Promise<MockState>;
  /** From the review page's Checkout on: the payment provider's page, and paying there if it can. */
  finishPayment(page: EnginePage): Promise<void>;
}

const PATHS: Record<AppRoute, string> = {
  manage: '/pages/autoship-manage',
  buildPlan: '/pages/buildplan',
};

/** The mock build served at `origin`: the scenario in the URL, the backend in the page. */
export function mockBuild(origin: string): BuildUnderTest {
  return {
    name: 'mock build',
    async open(page, route, scenario) {
      await page.goto(`${origin}${PATHS[route]}?scenario=${scenario}`);
      await expect
        .poll(() => page.evaluate('window.__autoshipMock !== undefined'), WAIT)
        .toBe(true);
    },
    state: (page) => page.evaluate<MockState>('window.__autoshipMock.state()'),
    async finishPayment(page) {
      await waitFor(page, { role: 'heading', name: 'Pay for your autoship plan' });
      await press(page, { role: 'button', name: 'Pay' });
      await waitFor(page, { role: 'heading', name: 'Your autoship is active' });
    },
  };
}

/** A payment provider's page over HTTPS (the repository's self-signed certificate). */
async function startPaymentStandIn() {
  const server = createSecureServer(
    { ...selfSignedTls(), allowHTTP1: true },
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Hosted payment</title><h1>Hosted payment stand-in</h1>');
    },
  );
  // A browser keeps its HTTP/2 session open: closing ends them, or the server never closes.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const session of sessions) session.destroy();
      server.close(() => resolve());
    });
  return { origin, close };
}

export interface ProductionServers {
  backend: MockHttpServer;
  host: ThemeHost;
  paymentOrigin: string;
  close(): Promise<void>;
}

/** The theme build in the stand-in theme, its backend, and the payment provider it hands off to. */
export async function startProductionServers(themeDir: string): Promise<ProductionServers> {
  const payment = await startPaymentStandIn();
  const backend = await startMockHttpServer({ scenario: 'active', publicOrigin: payment.origin });
  const host = await startThemeHost({
    themeDir,
    backend: backend.url,
    paymentHosts: new URL(payment.origin).host,
    products: DEFAULT_STORE_CONTEXT.builderProducts,
  });
  return {
    backend,
    host,
    paymentOrigin: payment.origin,
    close: async () => {
      await host.close();
      await backend.close();
      await payment.close();
    },
  };
}

/** The production build as the store at `origin` (the theme host, or a proxy before it) serves it. */
export function productionBuild(origin: string, servers: ProductionServers): BuildUnderTest {
  return {
    name: 'production build',
    async open(page, route, scenario) {
      servers.backend.setScenario(scenario);
      await page.goto(`${origin}${PATHS[route]}`);
    },
    state: () => Promise.resolve(servers.backend.store.snapshot()),
    async finishPayment(page) {
      await waitFor(page, { role: 'heading', name: 'Hosted payment stand-in' });
      expect(await page.url()).toMatch(
        new RegExp(`^${servers.paymentOrigin}/__mock/hosted-payment\\?planId=\\d+`),
      );
    },
  };
}
