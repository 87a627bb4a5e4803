/** Spec section 6; storage only in design mode, where the theme editor cannot set cookies. */
import { getJson, STORAGE_KEYS, type StorageLike } from '#src/domain/storage/local-storage.ts';
import { readCookie } from './visitor-cookie.ts';

const VOUCHER_COOKIE = 'relx-voucher';
export const VOUCHER_QUERY_PARAMETER = 'token';

export function voucherToken(input: {
  cookie: string;
  search: string;
  designMode: boolean;
  storage?: StorageLike;
}): string | null {
  const fromCookie = readCookie(input.cookie, VOUCHER_COOKIE)?.trim();
  if (fromCookie) return fromCookie;

  const fromQuery = new URLSearchParams(input.search).get(VOUCHER_QUERY_PARAMETER)?.trim();
  if (fromQuery) return fromQuery;

  if (!input.designMode) return null;
  const stored = getJson(STORAGE_KEYS.voucher, input.storage);
  return typeof stored === 'string' && stored.trim() !== '' ? stored.trim() : null;
}
