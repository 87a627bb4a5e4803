/**
 * One sample call (scripts/contract/sample-requests.ts) to a host, as the app would make it: the
 * scenario's shopper sends a credential unless it has none. The Prism examples generator and the
 * MSW–Prism parity test both call hosts this way, so they compare like with like.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { SAMPLE_REQUESTS, defaultSampleContext, sampleUrl } from './sample-requests.ts';

export interface SampleAnswer {
  status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  json: boolean;
}

export async function callSample(
  base: string,
  operationId: OperationId,
  { credential, prefer }: { credential: boolean; prefer?: string },
): Promise<SampleAnswer> {
  const sample = SAMPLE_REQUESTS[operationId](defaultSampleContext());
  const headers = new Headers();
  if (credential) headers.set('Authorization', 'Bearer sample-token');
  if (prefer) headers.set('Prefer', prefer);
  let body: BodyInit | undefined;
  if (sample.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(sample.body as Record<string, string>)) {
      form.append(name, value);
    }
    body = form;
  } else if (sample.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(sample.body);
  }
  const response = await fetch(sampleUrl(base, OPERATIONS[operationId].path, sample), {
    method: OPERATIONS[operationId].method.toUpperCase(),
    headers,
    body,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { status: response.status, body: text, json: false };
  }
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The body with every date-time string replaced by one marker: hosts answer "now" differently. A
 * plan's `version` too: the mock's is a hash of what the plan holds, its next pay date included.
 */
export function withDatesNormalised(value: unknown): unknown {
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? '<date-time>' : value;
  if (Array.isArray(value)) return value.map(withDatesNormalised);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'version' && 'planId' in value ? '<version>' : withDatesNormalised(inner),
      ]),
    );
  }
  return value;
}
