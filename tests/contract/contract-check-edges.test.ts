import { describe, it } from 'vitest';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { startBrokenBackend, type BrokenKind } from '#tests/support/broken-backend.ts';
import { expectCaught } from '#tests/support/caught.ts';
import { DATE_KINDS, PAGING_EDGE_KINDS } from '#tests/support/edge-backends.ts';
import { PRODUCT_KINDS } from '#tests/support/product-backends.ts';
import { REPEAT_KINDS } from '#tests/support/repeat-backends.ts';
import { SECURITY_KINDS } from '#tests/support/security-backends.ts';
import {
  OTHER_SHOPPER_TOKEN,
  SHOPPER_TOKEN,
  startTwoShopperBackend,
} from '#tests/support/substance-backends.ts';

/**
 * `npm run contract:check` on backends that follow the contract's shapes but miss its edges (the
 * kinds a backend written from openapi.yaml and docs/spec.md alone still made): each mistake
 * fails first on the operation that made it, citing the contract, with a curl line.
 */
const WRITES = new Set([
  ...REPEAT_KINDS.map((kind) => kind.operationId),
  'changeNextPayDt',
  'checkout',
]);

async function check(kind: BrokenKind, scenario: string) {
  const backend = await startBrokenBackend([kind], { credentials: [SHOPPER_TOKEN], scenario });
  try {
    return await runContractCheck({
      baseUrl: backend.url,
      token: SHOPPER_TOKEN,
      // Only a write's mistake needs the writes.
      allowWrites: WRITES.has(kind.operationId),
      // The store's payment host: the mock's own, where its stand-in pays.
      paymentHosts: [new URL(backend.mock.url).host],
    });
  } finally {
    await backend.close();
  }
}

const named = (kinds: BrokenKind[]) => kinds.map((kind) => [kind.kind, kind] as const);

describe('contract:check against a backend wrong at the edges of paging', () => {
  it.each(named(PAGING_EDGE_KINDS))('fails %s on queryOrders', async (_name, kind) => {
    expectCaught(await check(kind, 'order-history'), kind);
  });
});

describe('contract:check against a backend wrong about dates and products', () => {
  it.each(named([...DATE_KINDS, ...PRODUCT_KINDS]))(
    'fails %s on its operation',
    async (_name, kind) => {
      expectCaught(await check(kind, 'active'), kind);
    },
  );
});

describe('contract:check against a backend wrong about what a write allows and its repeat', () => {
  it.each(named(REPEAT_KINDS))('fails %s on its operation', async (_name, kind) => {
    expectCaught(await check(kind, 'active'), kind);
  });
});

describe("contract:check against a backend careless of the shopper's safety", () => {
  it.each(named(SECURITY_KINDS))('fails %s on its operation', async (_name, kind) => {
    expectCaught(await check(kind, 'active'), kind);
  });
});

describe('contract:check with two shoppers against a backend that leaks the second to the first', () => {
  const leaks = [
    [
      'an order number looked up across every shopper',
      'order-lookup',
      { operationId: 'queryOrders', check: 'outcome', path: '/data/list' },
    ],
    [
      "a 5002 carrying the second shopper's address",
      'refusal-data',
      { operationId: 'getPlanAddress', check: 'security', path: '/data' },
    ],
    [
      "a 5002 naming the second shopper's address in its msg",
      'refusal-msg',
      { operationId: 'getPlanAddress', check: 'security', path: '/msg' },
    ],
  ] as const;
  it.each(leaks)('fails %s', async (_name, leak, where) => {
    const backend = await startTwoShopperBackend(leak);
    try {
      const report = await runContractCheck({
        baseUrl: backend.url,
        token: SHOPPER_TOKEN,
        otherToken: OTHER_SHOPPER_TOKEN,
      });
      expectCaught(report, { ...where, role: 'other-shopper-plan' });
    } finally {
      await backend.close();
    }
  });
});
