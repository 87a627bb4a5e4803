import { reportError } from '#src/domain/error-reporter.ts';
import { STORE_CONTEXT_REFUSED } from '#src/domain/messages.ts';
import type { StoreContext } from './store-context.ts';
import { asHost, asRecord, type JsonRecord } from './store-context-json.ts';

function given(value: unknown): boolean {
  return (
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')
  );
}

/** Addresses given but refused (they keep their defaults), for the one report. */
export function refusedAddresses(
  raw: JsonRecord,
  parsed: Partial<StoreContext>,
  routeNames: readonly (keyof StoreContext['routes'])[],
): string[] {
  const refused: string[] = [];
  for (const field of ['loginUrl', 'apiBaseUrl', 'storeBaseUrl'] as const) {
    if (given(raw[field]) && parsed[field] === undefined) refused.push(field);
  }
  const hosts = raw.paymentHosts;
  if (Array.isArray(hosts) && hosts.some((host) => given(host) && asHost(host) === undefined)) {
    refused.push('paymentHosts');
  }
  const routes = asRecord(raw.routes) ?? {};
  for (const name of routeNames) {
    if (given(routes[name]) && parsed.routes?.[name] === undefined) refused.push(`routes.${name}`);
  }
  return refused;
}

export function reportRefusedAddresses(...args: Parameters<typeof refusedAddresses>): void {
  const refused = refusedAddresses(...args);
  if (refused.length > 0) reportError(STORE_CONTEXT_REFUSED, { fields: refused });
}
