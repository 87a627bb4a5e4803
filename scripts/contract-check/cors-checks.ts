/**
 * What the shopper's browser does before and after each call from the storefront's origin
 * (`--origin`): a call with the credential header or a JSON body is preflighted (OPTIONS), and
 * both the preflight and the answer must allow the origin, or the browser hands the app a network
 * error instead of the answer. Checked the way the Fetch standard's CORS check does it.
 */
import type { Violation } from './check-types.ts';

type Finding = Pick<Violation, 'rule' | 'path' | 'expected' | 'actual'>;

/** Request headers a browser sends without a preflight (with their safelisted values). */
const SAFELISTED_HEADERS = new Set(['accept', 'accept-language', 'content-language']);
const SAFELISTED_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);
const SAFELISTED_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** The headers of a request that make the browser preflight it, lower-case and sorted. */
export function preflightHeaders(headers: Headers): string[] {
  const names: string[] = [];
  headers.forEach((value, name) => {
    if (SAFELISTED_HEADERS.has(name)) return;
    if (
      name === 'content-type' &&
      SAFELISTED_CONTENT_TYPES.has((value.split(';')[0] ?? '').trim().toLowerCase())
    )
      return;
    names.push(name);
  });
  return names.sort();
}

function listed(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** The browser's check of `Access-Control-Allow-Origin` (the app sends no cookies: `*` is fine). */
function originFinding(headers: Headers, origin: string, where: string): Finding | null {
  const allowed = headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === origin) return null;
  return {
    rule: 'cors',
    path: `(${where}) Access-Control-Allow-Origin`,
    expected: `${origin} or * (without it the browser blocks the ${where} and the app gets a network error)`,
    actual: allowed ?? '(absent)',
  };
}

/** The preflight's answer: an ok status, the origin, each requested header, the method. */
export function preflightFindings(
  answer: { status: number; headers: Headers },
  origin: string,
  method: string,
  requested: readonly string[],
): Finding[] {
  const findings: Finding[] = [];
  if (answer.status < 200 || answer.status > 299) {
    findings.push({
      rule: 'cors',
      path: '(preflight) status',
      expected:
        'HTTP 2xx to OPTIONS (any other status fails the preflight: the call is never sent)',
      actual: `HTTP ${answer.status}`,
    });
  }
  const origins = originFinding(answer.headers, origin, 'preflight');
  if (origins) findings.push(origins);
  const headers = listed(answer.headers.get('access-control-allow-headers'));
  // `*` allows every header but Authorization, which must be named (Fetch standard).
  const missing = requested.filter(
    (name) => !headers.includes(name) && !(headers.includes('*') && name !== 'authorization'),
  );
  if (missing.length > 0) {
    findings.push({
      rule: 'cors',
      path: '(preflight) Access-Control-Allow-Headers',
      expected: `${requested.join(', ')} (the browser refuses to send a header not listed)`,
      actual: answer.headers.get('access-control-allow-headers') ?? '(absent)',
    });
  }
  const methods = listed(answer.headers.get('access-control-allow-methods'));
  const upper = method.toUpperCase();
  if (
    !SAFELISTED_METHODS.has(upper) &&
    !methods.includes(upper.toLowerCase()) &&
    !methods.includes('*')
  ) {
    findings.push({
      rule: 'cors',
      path: '(preflight) Access-Control-Allow-Methods',
      expected: `${upper} (the browser refuses a method not listed)`,
      actual: answer.headers.get('access-control-allow-methods') ?? '(absent)',
    });
  }
  return findings;
}

/** The answer itself must name the origin too, or the app cannot read it. */
export function answerFindings(headers: Headers, origin: string): Finding[] {
  const found = originFinding(headers, origin, 'answer');
  return found ? [found] : [];
}

/**
 * A call from an origin that is not the store's (openapi.yaml info.description, CORS): the answer
 * and its preflight may allow it, but never with `Access-Control-Allow-Credentials: true`, which
 * lets any site read a shopper's answers with the browser's cookies.
 */
export function credentialedEchoFindings(
  headers: Headers,
  origin: string,
  where: string,
): Finding[] {
  const allowed = headers.get('access-control-allow-origin');
  const credentials = (headers.get('access-control-allow-credentials') ?? '').trim().toLowerCase();
  if (credentials !== 'true' || allowed !== origin) return [];
  return [
    {
      rule: 'cors-no-credentialed-echo',
      path: `(${where}) Access-Control-Allow-Credentials`,
      expected: `no credentials for ${origin}, an origin that is not the store's`,
      actual: `Access-Control-Allow-Origin: ${allowed}, Access-Control-Allow-Credentials: true`,
    },
  ];
}
