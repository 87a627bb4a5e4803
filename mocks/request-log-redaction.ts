/**
 * What the request log leaves out: credentials. A HAR is attached to bug reports and the log is
 * kept in the tab's storage, so the shopper's bearer credential (spec section 6) and the voucher
 * token in an address show as `(redacted)`; that one was sent, and its scheme, stay visible.
 */
import { VOUCHER_QUERY_PARAMETER } from '#src/domain/identity/voucher-token.ts';

const REDACTED = '(redacted)';

const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

export function redactedHeaders(list: [string, string][]): [string, string][] {
  return list.map(([name, value]) => {
    if (!CREDENTIAL_HEADERS.has(name.toLowerCase())) return [name, value];
    const scheme = /^(Bearer|Basic)\s/i.exec(value)?.[1];
    return [name, scheme ? `${scheme} ${REDACTED}` : REDACTED];
  });
}

/** `url` with the voucher token's value replaced. */
export function redactedUrl(url: URL): URL {
  if (!url.searchParams.has(VOUCHER_QUERY_PARAMETER)) return url;
  const copy = new URL(url.href);
  copy.searchParams.set(VOUCHER_QUERY_PARAMETER, REDACTED);
  return copy;
}
