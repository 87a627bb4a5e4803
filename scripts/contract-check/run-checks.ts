/**
 * `npm run contract:check`'s engine: calls every operation of openapi.yaml on a live backend with
 * the project's sample requests (scripts/contract/sample-requests.ts), in the order of probe-plan.ts, and
 * checks each answer (answer-checks.ts). No app code and no browser: plain fetch.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  defaultSampleContext,
  sampleUrl,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import { checkAnswer, skippedChecks, type RawAnswer } from './answer-checks.ts';
import type { CheckReport, ProbeResult } from './check-types.ts';
import { readProbes, writeProbes, type PlannedProbe } from './probe-plan.ts';

export interface CheckOptions {
  /** Origin (and optional base path) of the autoship API. */
  baseUrl: string;
  /** Origin of the store for `/products/{handle}.js` (default: baseUrl). */
  storeUrl?: string;
  /** The shopper's credential, sent as `Authorization: Bearer …`; without it only refusals are checked. */
  token?: string;
  allowWrites?: boolean;
  /** Per request (default 10 s): a backend that does not answer is a violation, not a hang. */
  timeoutMs?: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function requestInit(
  method: string,
  sample: SampleRequest,
  token: string | undefined,
  timeoutMs: number,
): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = {
    method: method.toUpperCase(),
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  };
  if (sample.body === undefined) return init;
  if (sample.mediaType === 'multipart/form-data' && isObject(sample.body)) {
    const form = new FormData();
    for (const [name, value] of Object.entries(sample.body)) form.append(name, String(value));
    init.body = form;
  } else {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(sample.body);
  }
  return init;
}

/** Reads what the account really has, so the writes write it back unchanged. */
function learn(operationId: OperationId, body: unknown, context: SampleContext): void {
  if (!isObject(body) || body.code !== 200 || !isObject(body.data)) return;
  const data = body.data;
  if (operationId === 'queryAutoShipPlan' && typeof data.planId === 'number' && data.planId > 0) {
    context.planId = data.planId;
    if (typeof data.daySpan === 'number') context.daySpan = data.daySpan;
    if (typeof data.customerId === 'number') context.customerId = data.customerId;
    const items = Array.isArray(data.orderItemList) ? data.orderItemList.filter(isObject) : [];
    const inputs = items
      .filter((item) => typeof item.variantNum === 'number' && item.variantNum >= 1)
      .map((item) => ({
        productId: Number(item.productId),
        variantId: Number(item.variantId),
        variantNum: Number(item.variantNum),
        ...(item.isGift === 1 ? { isGift: 1 as const } : {}),
      }));
    if (inputs.length > 0) context.items = inputs;
    const firstProduct = inputs[0]?.productId;
    if (firstProduct !== undefined) context.productId = firstProduct;
  }
  if (operationId === 'getPlanAddress') {
    const id = typeof data.addressId === 'number' ? data.addressId : data.id;
    const first = data.first_name ?? data.firstName;
    const last = data.last_name ?? data.lastName;
    context.address = {
      ...context.address,
      ...data,
      addressId: typeof id === 'number' ? id : 0,
      customerId: context.customerId,
      region: context.region,
      name: [first, last].filter((part) => typeof part === 'string').join(' '),
    };
  }
  if (operationId === 'getShopifyProductInfo' && typeof data.handle === 'string') {
    context.handle = data.handle;
  }
}

async function runProbe(
  probe: PlannedProbe,
  context: SampleContext,
  options: Required<Pick<CheckOptions, 'baseUrl' | 'timeoutMs'>> & CheckOptions,
): Promise<{ result: ProbeResult; body: unknown }> {
  const info = OPERATIONS[probe.operationId];
  const sample = SAMPLE_REQUESTS[probe.operationId](context);
  const base =
    probe.operationId === 'getStoreProduct'
      ? (options.storeUrl ?? options.baseUrl)
      : options.baseUrl;
  const url = sampleUrl(base, info.path, sample);
  const token = probe.credential ? options.token : undefined;
  const started = performance.now();
  const result: ProbeResult = {
    operationId: probe.operationId,
    credential: probe.credential,
    method: info.method.toUpperCase(),
    url,
    status: null,
    contentType: null,
    durationMs: 0,
    checks: skippedChecks(),
    violations: [],
    warnings: [],
    ...(probe.note === undefined ? {} : { note: probe.note }),
  };
  let answer: RawAnswer;
  try {
    const response = await fetch(url, requestInit(info.method, sample, token, options.timeoutMs));
    answer = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  } catch (error) {
    result.durationMs = Math.round(performance.now() - started);
    result.checks.transport = 'fail';
    result.violations.push({
      operationId: probe.operationId,
      credential: probe.credential,
      check: 'transport',
      path: '(request)',
      expected: 'an answer',
      actual: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return { result, body: undefined };
  }
  result.durationMs = Math.round(performance.now() - started);
  result.status = answer.status;
  result.contentType = answer.contentType;
  const verdict = checkAnswer(probe.operationId, probe.credential, answer);
  result.checks = verdict.checks;
  result.violations = verdict.violations;
  result.warnings = verdict.warnings;
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    body = undefined;
  }
  return { result, body };
}

export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const settings = { timeoutMs: 10_000, ...options };
  const context = defaultSampleContext();
  const probes: ProbeResult[] = [];
  let planWasPaused = false;

  const run = async (planned: PlannedProbe[]) => {
    for (const probe of planned) {
      // Without a credential there is nothing to call a secured operation with: only refusals.
      if (
        probe.credential &&
        options.token === undefined &&
        OPERATIONS[probe.operationId].secured
      ) {
        continue;
      }
      const { result, body } = await runProbe(probe, context, settings);
      if (probe.credential) learn(probe.operationId, body, context);
      if (probe.credential && probe.operationId === 'queryAutoShipPlan' && isObject(body)) {
        planWasPaused = isObject(body.data) && body.data.status === 2;
      }
      probes.push(result);
    }
  };

  await run(readProbes());
  if (options.allowWrites) await run(writeProbes(planWasPaused));

  const violationCount = probes.reduce((sum, probe) => sum + probe.violations.length, 0);
  const warningCount = probes.reduce((sum, probe) => sum + probe.warnings.length, 0);
  return {
    baseUrl: options.baseUrl,
    storeUrl: options.storeUrl ?? options.baseUrl,
    allowWrites: options.allowWrites ?? false,
    withCredential: options.token !== undefined,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    probes,
    violationCount,
    warningCount,
  };
}
