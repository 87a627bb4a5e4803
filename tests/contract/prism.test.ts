import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Middleware } from 'openapi-fetch';
import type * as ApiErrorModule from '../../src/api/api-error.ts';
import type * as ClientModule from '../../src/api/client.ts';
import type * as PlanOperationModule from '../../src/api/operations/query-auto-ship-plan.ts';
import type * as StoreContextModule from '../../src/api/store-context.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contractOperation,
  contractOperations,
  validateRequestBody,
  validateResponse,
} from '../support/openapi-validator.ts';

/**
 * Prism, started here on a free port, answers every operation of the contract; the calls go
 * through the app's own request functions and middleware (so Prism's request validation also
 * checks what the client sends: a 422 would fail the call), and every raw answer is validated
 * against the operation's schema.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOKEN = 'contract-test-token';

let prism: ChildProcess | undefined;
let prismUrl = '';
let prismLog = '';

function prismBin(): string {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.prism;
  if (!bin) throw new Error('@stoplight/prism-cli has no prism bin');
  return join(dirname(manifestPath), bin);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startPrism(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [prismBin(), 'mock', join(root, 'openapi.yaml'), '-h', '127.0.0.1', '-p', String(port)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Owned from the first moment, so afterAll stops it even when it never gets ready.
    prism = child;
    const onOutput = (chunk: Buffer) => {
      prismLog = (prismLog + chunk.toString()).slice(-20_000);
      if (prismLog.includes('Prism is listening')) resolve();
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`Prism exited (${code}) before listening:\n${prismLog}`)),
    );
  });
}

/** What Prism answered, per operation, recorded by a middleware before the client's own rules. */
interface Answer {
  status: number;
  body: unknown;
}
const answers = new Map<string, Answer>();
const schemaPathToOperation = new Map<string, string>();

const recordAnswers: Middleware = {
  async onResponse({ schemaPath, request, response }) {
    const operationId = schemaPathToOperation.get(`${request.method.toLowerCase()} ${schemaPath}`);
    const text = await response.clone().text();
    if (operationId)
      answers.set(operationId, {
        status: response.status,
        body: text === '' ? null : JSON.parse(text),
      });
    return undefined;
  },
};

// Types only: the modules themselves load in beforeAll, once their base URLs point at Prism.
let client: typeof ClientModule;
let storeContext: typeof StoreContextModule;
let errors: typeof ApiErrorModule;
let planOperation: typeof PlanOperationModule;

beforeAll(async () => {
  const port = await freePort();
  prismUrl = `http://127.0.0.1:${port}`;
  await startPrism(port);
  // The client reads its base URLs when its module loads, so point them at Prism first.
  vi.stubEnv('VITE_API_BASE_URL', prismUrl);
  vi.stubEnv('VITE_STORE_BASE_URL', prismUrl);
  client = await import('../../src/api/client.ts');
  storeContext = await import('../../src/api/store-context.ts');
  errors = await import('../../src/api/api-error.ts');
  planOperation = await import('../../src/api/operations/query-auto-ship-plan.ts');
  client.apiClient.use(recordAnswers);
  client.storeClient.use(recordAnswers);
  storeContext.setStoreContext({ authToken: TOKEN, region: 'us', designMode: false });
  for (const { operationId, method, path } of contractOperations().values()) {
    schemaPathToOperation.set(`${method} ${path}`, operationId);
  }
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  const child = prism;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

const ITEMS = [{ productId: 7400001, variantId: 4100001, variantNum: 2 }];
const ADDRESS = {
  addressId: 9001,
  first_name: 'Avery',
  last_name: 'Jones',
  name: 'Avery Jones',
  address1: '1200 Market Street',
  city: 'San Francisco',
  zip: '94103',
  province: 'California',
  province_code: 'CA',
  country: 'United States',
  country_code: 'US',
};
const EVENT = {
  key1: JSON.stringify({ cookie: 'visitor-abc', isLogin: true }),
  businessCode: 'AUTO_SHIP' as const,
  step: '7_1',
  clientTimeStamp: 1_790_000_000_000,
  shopCode: 'US01',
  cookie: 'visitor-abc',
};

/** One valid call per operation, through the app's request functions. */
const CALLS: Record<string, () => Promise<unknown>> = {
  queryAutoShipPlan: async () =>
    (await import('../../src/api/operations/query-auto-ship-plan.ts')).queryAutoShipPlan(),
  queryNextPayDt: async () =>
    (await import('../../src/api/operations/query-next-pay-dt.ts')).queryNextPayDt(880001, 45),
  getPlanAddress: async () =>
    (await import('../../src/api/operations/get-plan-address.ts')).getPlanAddress(880001),
  changePlanAddress: async () =>
    (await import('../../src/api/operations/change-plan-address.ts')).changePlanAddress(
      880001,
      ADDRESS,
    ),
  changePlan: async () =>
    (await import('../../src/api/operations/change-plan.ts')).changePlan(880001, {
      daySpan: 45,
      orderItemList: ITEMS,
    }),
  pausePlan: async () => (await import('../../src/api/operations/pause-plan.ts')).pausePlan(880001),
  restartPlan: async () =>
    (await import('../../src/api/operations/restart-plan.ts')).restartPlan(880001),
  terminatePlan: async () =>
    (await import('../../src/api/operations/terminate-plan.ts')).terminatePlan(880001),
  queryCustomerAddress: async () =>
    (await import('../../src/api/operations/query-customer-address.ts')).queryCustomerAddress(),
  queryOrders: async () =>
    (await import('../../src/api/operations/query-orders.ts')).queryOrders({ orderNo: 'A-1001' }),
  toCheckoutCar: async () =>
    (await import('../../src/api/operations/to-checkout-car.ts')).toCheckoutCar({
      daySpan: 30,
      orderItemList: ITEMS,
    }),
  completeInfoAndGetPayUrl: async () =>
    (
      await import('../../src/api/operations/complete-info-and-get-pay-url.ts')
    ).completeInfoAndGetPayUrl(ADDRESS),
  checkout: async () =>
    (await import('../../src/api/operations/checkout.ts')).checkout({
      daySpan: 30,
      orderItemList: ITEMS,
      userAddressInfoReq: { ...ADDRESS, addressId: 0, customerId: 7001, region: 'us' },
    }),
  getShopifyProductInfo: async () =>
    (await import('../../src/api/operations/get-shopify-product-info.ts')).getShopifyProductInfo(
      7400001,
    ),
  getStoreProduct: async () =>
    (await import('../../src/api/operations/get-store-product.ts')).getStoreProduct(
      'classic-tobacco-pods',
    ),
  submitTraceEvent: async () =>
    (await import('../../src/api/operations/submit-trace-event.ts')).submitTraceEvent(EVENT),
  submitTraceEvents: async () =>
    (await import('../../src/api/operations/submit-trace-events.ts')).submitTraceEvents([
      EVENT,
      { ...EVENT, step: '7_2' },
    ]),
  submitTraceBeacon: async () =>
    (await import('../../src/api/operations/submit-trace-beacon.ts')).submitTraceBeacon(EVENT),
};

describe('Prism serving openapi.yaml', () => {
  it('has a call for each of the eighteen operations', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...contractOperations().keys()].sort());
  });

  it.each(Object.keys(CALLS))('%s answers 200 with a body that validates', async (operationId) => {
    const call = CALLS[operationId];
    if (!call) throw new Error(`no call for ${operationId}`);
    answers.delete(operationId);

    await call();

    const answer = answers.get(operationId);
    expect(
      answer,
      `no answer recorded for ${operationId}; Prism log:\n${prismLog.slice(-2000)}`,
    ).toBeDefined();
    expect(answer?.status).toBe(200);
    expect(validateResponse(operationId, 200, answer?.body).errors).toEqual([]);
  });

  it('answers the example a Prefer header names: paused is status 2', async () => {
    const prefer: Middleware = {
      onRequest({ request }) {
        request.headers.set('Prefer', 'example=paused');
        return request;
      },
    };
    client.apiClient.use(prefer);
    try {
      const plan = await planOperation.queryAutoShipPlan();
      expect(plan?.status).toBe(2);
    } finally {
      client.apiClient.eject(prefer);
    }
    expect(
      validateResponse('queryAutoShipPlan', 200, answers.get('queryAutoShipPlan')?.body).valid,
    ).toBe(true);
  });

  it('answers 401 (a contract body) to a call without credentials', async () => {
    const response = await fetch(`${prismUrl}/autoShip/queryAutoShipPlan?region=us`);
    const body: unknown = await response.json();
    expect(response.status).toBe(401);
    expect(validateResponse('queryAutoShipPlan', 401, body).errors).toEqual([]);

    // The client turns it into an unauthorized ApiError (no page to leave in node).
    storeContext.setStoreContext({ authToken: null });
    try {
      const error: unknown = await planOperation
        .queryAutoShipPlan()
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(errors.ApiError);
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    } finally {
      storeContext.setStoreContext({ authToken: TOKEN });
    }
  });

  it('rejects a request body the contract forbids (Prism validates requests: 422)', async () => {
    const body = { region: 'us', daySpan: 30 };
    expect(validateRequestBody('changePlan', body).valid).toBe(false);
    const { path } = contractOperation('changePlan');
    const response = await fetch(`${prismUrl}${path.replace('{planId}', '880001')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
  });
});
