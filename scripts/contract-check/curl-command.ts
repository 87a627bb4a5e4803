/**
 * Each call as a curl command a backend engineer pastes to see the failure again. The credential
 * is written as a shell variable (`$CONTRACT_CHECK_TOKEN`), never its value: reports end up in
 * CI logs and tickets.
 */
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { Request } from './http-call.ts';
import { isObject } from './json-object.ts';

export type CredentialUse = 'none' | 'token' | 'forged-token' | 'case-token' | 'other-token';

function quoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The Authorization header as the shell builds it from the environment. */
function authorization(use: CredentialUse, forgedLast: string): string | null {
  switch (use) {
    case 'token':
      return '-H "Authorization: Bearer $CONTRACT_CHECK_TOKEN"';
    case 'other-token':
      return '-H "Authorization: Bearer $CONTRACT_CHECK_OTHER_TOKEN"';
    // The last character replaced, as the checker forged it.
    case 'forged-token':
      return `-H "Authorization: Bearer \${CONTRACT_CHECK_TOKEN%?}${forgedLast}"`;
    // Every letter's case swapped, as the checker sent it.
    case 'case-token':
      return `-H "Authorization: Bearer $(printf %s "$CONTRACT_CHECK_TOKEN" | tr a-zA-Z A-Za-z)"`;
    default:
      return null;
  }
}

export interface CurlRequest {
  method: string;
  url: string;
  headers: Headers;
  /** A JSON body (as sent), or the beacon's form fields. */
  json?: string;
  form?: Record<string, string>;
}

export function curlCommand(request: CurlRequest, use: CredentialUse, forgedLast = 'A'): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, quoted(request.url)];
  const auth = authorization(use, forgedLast);
  if (auth !== null) parts.push(auth);
  request.headers.forEach((value, name) => {
    if (name === 'authorization') return;
    // curl writes the multipart boundary itself.
    if (name === 'content-type' && request.form !== undefined) return;
    parts.push('-H', quoted(`${name}: ${value}`));
  });
  if (request.json !== undefined) parts.push('--data-raw', quoted(request.json));
  for (const [name, value] of Object.entries(request.form ?? {})) {
    parts.push('--form-string', quoted(`${name}=${value}`));
  }
  return parts.join(' ');
}

/**
 * The credential with its last character changed (a token one typo away from the real one),
 * never the second shopper's.
 */
export function forgedToken(token: string, other?: string): { token: string; last: string } {
  const last =
    ['A', 'B', 'C'].find((c) => !token.endsWith(c) && `${token.slice(0, -1)}${c}` !== other) ?? 'D';
  return { token: `${token.slice(0, -1)}${last}`, last };
}

/**
 * The credential with every letter's case swapped: a backend that compares credentials without
 * their case accepts it. Null when the credential has no letter (or it would be the other's).
 */
export function caseChangedToken(token: string, other?: string): string | null {
  const swapped = [...token]
    .map((c) => (/[a-z]/.test(c) ? c.toUpperCase() : /[A-Z]/.test(c) ? c.toLowerCase() : c))
    .join('');
  return swapped === token || swapped === other ? null : swapped;
}

/** A call as the checker made it (http-call.ts), as curl: a JSON body, or the beacon's form. */
export function requestCurl(
  init: Request,
  url: string,
  sample: SampleRequest,
  use: CredentialUse,
  forgedLast?: string,
): string {
  const form = sample.mediaType === 'multipart/form-data' && isObject(sample.body);
  const fields = form ? Object.entries(sample.body as object).map(([k, v]) => [k, String(v)]) : [];
  return curlCommand(
    {
      method: init.method,
      url,
      headers: init.headers,
      ...(typeof init.body === 'string' ? { json: init.body } : {}),
      ...(form ? { form: Object.fromEntries(fields) } : {}),
    },
    use,
    forgedLast,
  );
}
