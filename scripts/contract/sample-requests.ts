/**
 * One valid request per contract operation, as raw HTTP parts (path parameters, query, body):
 * the table of sample calls the contract tests (through the app's request functions,
 * tests/support/contract-calls.ts) and the backend checker (`npm run contract:check`, which
 * needs no app code and no browser) share. The sample data lives here once.
 */
import type { components } from '#src/api/generated/schema.d.ts';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { namedExamples, openApiDocument, type NamedExample } from './openapi-validator.ts';

type Schemas = components['schemas'];

export const SAMPLE_PLAN_ID = 880001;
const SAMPLE_REGION = 'us';
const SAMPLE_PRODUCT_ID = 7400001;
const SAMPLE_HANDLE = 'classic-tobacco-pods';

export const SAMPLE_ITEMS: Schemas['CheckoutItem'][] = [
  { productId: 7400001, variantId: 4100001, variantNum: 2 },
  { productId: 7400002, variantId: 4100005, variantNum: 1 },
];

export const SAMPLE_ADDRESS = {
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
} satisfies Partial<Schemas['AddressRequest']>;

const SAMPLE_CUSTOMER_ID = 7001;

export const SAMPLE_EVENT: Schemas['TraceEvent'] = {
  key1: JSON.stringify({ cookie: 'visitor-abc', isLogin: true }),
  businessCode: 'AUTO_SHIP',
  step: '7_1',
  clientTimeStamp: 1_790_000_000_000,
  shopCode: 'US01',
  cookie: 'visitor-abc',
};

/** What earlier answers taught the checker (the account's own plan, address, product). */
export interface SampleContext {
  planId: number;
  region: string;
  customerId: number;
  productId: number;
  handle: string;
  /** The plan's items and interval as they were, so changePlan can write them back unchanged. */
  items: Schemas['PlanItemInput'][];
  daySpan: number;
  /** The plan's address as it was, so changePlanAddress can write it back unchanged. */
  address: Schemas['AddressRequest'];
  /** The plan's next pay date as it was (YYYY-MM-DD), so changeNextPayDt can write it back. */
  nextPayDate: string;
  /** Which orders queryOrders asks for (default: the first page of 10). */
  orderQuery?: { pageNum?: number; pageSize?: number; orderNo?: string };
}

const DAY_MS = 86_400_000;

/** A time's calendar date (UTC), as changeNextPayDt takes it: YYYY-MM-DD. */
export function calendarDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function defaultSampleContext(): SampleContext {
  return {
    planId: SAMPLE_PLAN_ID,
    region: SAMPLE_REGION,
    customerId: SAMPLE_CUSTOMER_ID,
    productId: SAMPLE_PRODUCT_ID,
    handle: SAMPLE_HANDLE,
    items: SAMPLE_ITEMS,
    daySpan: 30,
    address: { ...SAMPLE_ADDRESS, customerId: SAMPLE_CUSTOMER_ID, region: SAMPLE_REGION },
    nextPayDate: calendarDate(Date.now() + 30 * DAY_MS),
  };
}

type SampleMediaType = 'application/json' | 'multipart/form-data';

export interface SampleRequest {
  pathParams: Record<string, string | number>;
  /** Query parameters (the shared GET fields of spec section 7). */
  query: Record<string, string>;
  body?: unknown;
  mediaType?: SampleMediaType;
}

const VISITOR_COOKIE = 'contract-check-visitor';

/** The shared GET query fields of spec section 7. */
function sharedQuery(context: SampleContext): Record<string, string> {
  return { region: context.region, cookie: VISITOR_COOKIE, webLanguage: 'en' };
}

/** The shared POST body fields of spec section 7. */
function sharedBody(context: SampleContext): Schemas['CommonPostFields'] {
  return {
    store: 'store.example.com',
    cookie: VISITOR_COOKIE,
    region: context.region,
    shopCode: 'US01',
    returnTo: '/pages/autoship-manage',
    webLanguage: 'en',
  };
}

function get(context: SampleContext, pathParams: Record<string, string | number> = {}) {
  return { pathParams, query: sharedQuery(context) };
}

function post(
  context: SampleContext,
  body: object,
  pathParams: Record<string, string | number> = {},
) {
  return {
    pathParams,
    query: {},
    body: { ...sharedBody(context), ...body },
    mediaType: 'application/json' as const,
  };
}

/** The beacon's form: every value is text (schema TraceEventForm). */
function sampleEventForm(event: Schemas['TraceEvent']): Schemas['TraceEventForm'] {
  const form: Schemas['TraceEventForm'] = {
    key1: event.key1,
    businessCode: event.businessCode,
    step: event.step,
    clientTimeStamp: String(event.clientTimeStamp),
  };
  if (event.shopCode !== undefined) form.shopCode = event.shopCode;
  if (event.cookie !== undefined) form.cookie = event.cookie;
  return form;
}

type Sample = (context: SampleContext) => SampleRequest;

/**
 * The operations whose call needs more than its path and its request example: what contract:check
 * learned of the account (its plan's items, address, date), a day, no shared query, a form.
 */
const SAMPLES_OF_THEIR_OWN: Partial<Record<OperationId, Sample>> = {
  queryNextPayDt: (context) => get(context, { planId: context.planId, day: 45 }),
  changePlanAddress: (context) => post(context, context.address, { planId: context.planId }),
  changePlan: (context) =>
    post(
      context,
      { orderItemList: context.items, daySpan: context.daySpan } satisfies Omit<
        Schemas['ChangePlanBody'],
        keyof Schemas['CommonPostFields']
      >,
      { planId: context.planId },
    ),
  changeNextPayDt: (context) =>
    post(context, { nextPayDt: context.nextPayDate }, { planId: context.planId }),
  queryOrders: (context) => post(context, context.orderQuery ?? { pageNum: 1, pageSize: 10 }),
  toCheckoutCar: (context) =>
    post(context, {
      daySpan: context.daySpan,
      planId: context.planId,
      orderItemList: checkoutItems(context),
    }),
  completeInfoAndGetPayUrl: (context) => post(context, context.address),
  checkout: (context) =>
    post(context, {
      daySpan: context.daySpan,
      orderItemList: checkoutItems(context),
      planId: context.planId,
      userAddressInfoReq: context.address,
    }),
  getStoreProduct: (context) => ({ pathParams: { handle: context.handle }, query: {} }),
  submitTraceEvent: (context) => post(context, SAMPLE_EVENT),
  submitTraceEvents: () => ({
    pathParams: {},
    query: {},
    body: [SAMPLE_EVENT, { ...SAMPLE_EVENT, step: '7_2' }],
    mediaType: 'application/json',
  }),
  submitTraceBeacon: () => ({
    pathParams: {},
    query: {},
    body: sampleEventForm(SAMPLE_EVENT),
    mediaType: 'multipart/form-data',
  }),
};

/** A path parameter's sample value, by its name in openapi.yaml. */
function pathValue(name: string, context: SampleContext, id: OperationId): string | number {
  const known: Record<string, string | number> = {
    planId: context.planId,
    region: context.region,
    productId: context.productId,
    handle: context.handle,
  };
  const value = known[name];
  if (value === undefined)
    throw new Error(
      `${id}: no sample for path parameter ${name} (scripts/contract/sample-requests.ts)`,
    );
  return value;
}

/** The shared POST fields' names (openapi.yaml, CommonPostFields): the context's to fill. */
function sharedBodyFields(): string[] {
  const schemas = (openApiDocument().components as { schemas: Record<string, unknown> }).schemas;
  const common = schemas.CommonPostFields as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(common?.properties ?? {});
}

/**
 * The fields of its own a POST sends, from openapi.yaml: its request body's named example
 * (`active`, or its only one) without the shared fields; none when it has no example.
 */
export function exampleBodyFields(
  id: OperationId,
  contractExamples: readonly NamedExample[] = namedExamples(),
): Record<string, unknown> {
  const examples = contractExamples.filter(
    (example) => example.operationId === id && example.status === 'request',
  );
  const example = examples.find((each) => each.name === 'active') ?? examples[0];
  if (!example || typeof example.value !== 'object' || example.value === null) return {};
  const shared = new Set(sharedBodyFields());
  return Object.fromEntries(Object.entries(example.value).filter(([name]) => !shared.has(name)));
}

/**
 * A call whose path and the contract's request example say all it sends (a read, an action on
 * the plan, a write with a body example): derived, so a new one needs no line here.
 */
export function derivedSample(
  id: OperationId,
  { method, path }: { method: 'get' | 'post'; path: string } = OPERATIONS[id],
  own: Record<string, unknown> = method === 'post' ? exampleBodyFields(id) : {},
): Sample {
  return (context) => {
    const pathParams = Object.fromEntries(
      [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, pathValue(name, context, id)]),
    );
    return method === 'get' ? get(context, pathParams) : post(context, own, pathParams);
  };
}

/** One sample call per operation of the contract: a new read or write needs no line here. */
export const SAMPLE_REQUESTS: Record<OperationId, Sample> = Object.fromEntries(
  OPERATION_IDS.map((id) => [id, SAMPLES_OF_THEIR_OWN[id] ?? derivedSample(id)]),
) as Record<OperationId, Sample>;

/**
 * The plan's items as checkout items (quantity and ids only): every line, the gift as a line of
 * its own (openapi.yaml, toCheckoutCar: the plan's lines are the lines sent).
 */
function checkoutItems(context: SampleContext): Schemas['CheckoutItem'][] {
  const items = context.items;
  return (items.length > 0 ? items : SAMPLE_ITEMS).map(({ productId, variantId, variantNum }) => ({
    productId,
    variantId,
    variantNum,
  }));
}

/** The URL of a sample request: the path template filled in, the query appended. */
export function sampleUrl(base: string, template: string, request: SampleRequest): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.pathParams[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  // A base with a path (https://host/api) keeps it: the template is relative to it.
  url.pathname = `${new URL(base).pathname.replace(/\/$/, '')}${path}`;
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  return url.href;
}
