import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  openApiDocument,
  validateRequestBody,
  validateResponse,
  validateSchema,
} from '#scripts/contract/openapi-validator.ts';
import { envelopeCodes } from '#scripts/contract-check/answer-checks.ts';

// A contract strict enough to catch what matters, still true to the spec.

const REAL_PLAN = {
  planId: 880001,
  addressId: 9001,
  customerId: 7001,
  orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 2 }],
  nextPayDt: '2026-12-22T09:00:00Z',
};
const ok = (data: unknown) => ({ code: 200, msg: 'success', data });

type Json = Record<string, unknown>;
const schemas = (openApiDocument().components as { schemas: Record<string, Json> }).schemas;

describe('the plan', () => {
  it('requires every field the spec always gives of a real plan', () => {
    expect(validateSchema('Plan', REAL_PLAN).errors).toEqual([]);
    for (const field of ['addressId', 'customerId', 'orderItemList', 'nextPayDt'] as const) {
      const { [field]: _dropped, ...rest } = REAL_PLAN;
      expect(validateSchema('Plan', rest).errors, field).toEqual([
        `(body) must have required property '${field}'`,
        '(body) must match "then" schema',
      ]);
    }
  });

  it('accepts "no plan" as planId 0 alone, and status absent (built but not paid)', () => {
    expect(validateSchema('Plan', { planId: 0 }).valid).toBe(true);
    expect(validateSchema('Plan', {}).valid).toBe(false);
  });

  it('takes status 0, 1 or 2 only, and says daySpan defaults to 30', () => {
    for (const status of [0, 1, 2])
      expect(validateSchema('Plan', { ...REAL_PLAN, status }).valid).toBe(true);
    expect(validateSchema('Plan', { ...REAL_PLAN, status: 3 }).valid).toBe(false);
    const properties = schemas.Plan?.properties as Record<string, Json>;
    expect(properties.daySpan?.default).toBe(30);
  });
});

describe('the checkout answer', () => {
  it.each([
    ['a payment URL', { planId: 1, worldPayUrl: 'https://pay.example.com/p/1' }, true],
    [
      'a payment URL and an empty list',
      { worldPayUrl: 'https://pay.example.com/p/1', noInventoryList: [] },
      true,
    ],
    [
      'a non-empty out-of-stock list',
      { planId: 1, noInventoryList: [{ variantId: 4100005 }] },
      true,
    ],
    ['neither', { planId: 1 }, false],
    ['an empty list and no URL', { planId: 1, noInventoryList: [] }, false],
    ['a URL that is not a URI', { worldPayUrl: 'pay at the counter' }, false],
  ])('%s: valid %s', (_name, data, valid) => {
    expect(validateResponse('checkout', 200, ok(data)).valid).toBe(valid);
  });

  it('takes a URI as the payment URL of completeInfoAndGetPayUrl', () => {
    expect(
      validateResponse('completeInfoAndGetPayUrl', 200, ok('https://pay.example.com/1')).valid,
    ).toBe(true);
    expect(validateResponse('completeInfoAndGetPayUrl', 200, ok('pay here')).valid).toBe(false);
  });
});

describe('the envelope', () => {
  it('requires code and msg', () => {
    expect(validateResponse('pausePlan', 200, { code: 200, data: null }).valid).toBe(false);
    expect(validateResponse('pausePlan', 200, { msg: 'success', data: null }).valid).toBe(false);
    expect(validateResponse('pausePlan', 200, { code: '200', msg: 'success' }).valid).toBe(false);
  });

  it('lists every code the backend may send, each described and among the examples of code', () => {
    const codes = envelopeCodes();
    expect([...codes.keys()]).toEqual(
      expect.arrayContaining([200, 401, 403, 500, 4000, 5002, 5003, 5004, 5005, 5006, 5052]),
    );
    const base = schemas.EnvelopeBase?.properties as Record<string, { examples?: number[] }>;
    for (const [code, text] of codes) {
      expect(text.length, String(code)).toBeGreaterThan(5);
      expect(base.code?.examples, String(code)).toContain(code);
    }
  });
});

describe('the shared fields of spec section 7', () => {
  type Parameter = { $ref?: string; name?: string; in?: string };
  const queryNames = (parameters: Parameter[] = []) =>
    parameters.map((p) =>
      p.$ref ? p.$ref.split('/').pop() : p.in === 'query' ? p.name : undefined,
    );

  it('are query parameters of every GET of the API (the shopify call too), required but the cookie', () => {
    for (const { operationId, method, path, operation } of contractOperations().values()) {
      if (method !== 'get' || path.startsWith('/products/')) continue;
      expect(queryNames(operation.parameters as Parameter[]), operationId).toEqual(
        expect.arrayContaining(['Region', 'Cookie', 'WebLanguage']),
      );
    }
    const parameters = (openApiDocument().components as { parameters: Record<string, Json> })
      .parameters;
    for (const name of ['Region', 'WebLanguage']) {
      expect(parameters[name]?.required, name).toBe(true);
    }
    // Always sent, but empty when the browser stores no cookie, which Prism takes as missing.
    expect(parameters.Cookie?.required).toBe(false);
  });

  it('are required in every JSON object body the storefront sends them in', () => {
    const body = {
      region: 'us',
      daySpan: 30,
      orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 1 }],
    };
    const errors = validateRequestBody('toCheckoutCar', body).errors;
    for (const field of ['store', 'cookie', 'shopCode', 'returnTo', 'webLanguage']) {
      expect(errors).toContain(`(body) must have required property '${field}'`);
    }
    // The one-event trace call takes a JSON object too: the client adds them there as well.
    const event = { key1: '{}', businessCode: 'AUTO_SHIP', step: '7_1', clientTimeStamp: 1 };
    expect(validateRequestBody('submitTraceEvent', event).errors).toContain(
      "(body) must have required property 'store'",
    );
  });
});
