/**
 * Readers for the theme's JSON: Liquid renders store settings, so values arrive as null, numeric
 * strings or padded. Each answers the app's type, or undefined (the default applies).
 */
export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonRecord)
    : undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

export function asNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function asId(value: unknown): number | undefined {
  const number = asNumber(value);
  return number !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** null is a value: an anonymous shopper's credential. */
export function asNullableString(value: unknown): string | null | undefined {
  return value === null || value === '' ? null : asString(value);
}

function listOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(read).filter((item): item is T => item !== undefined);
}

export const asIds = (value: unknown): number[] | undefined => listOf(value, asId);
export const asStrings = (value: unknown): string[] | undefined => listOf(value, asString);
export const asNumbers = (value: unknown): number[] | undefined => listOf(value, asNumber);

function httpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** No path; user-info refused: `http://127.0.0.1:5620@evil.com` is the host evil.com. */
export function asOrigin(value: unknown): string | undefined {
  const text = asString(value);
  const url = text ? httpUrl(text) : undefined;
  if (!url || url.username !== '' || url.password !== '' || text?.includes('@')) return undefined;
  return url.origin;
}

/** A site path or a same-origin http(s) URL: the app hands it to the browser's navigation. */
export function asLoginUrl(value: unknown, pageOrigin: string | undefined): string | undefined {
  const text = asString(value);
  if (!text || text.includes('@') || text.includes('\\')) return undefined;
  if (/^\/(?![/\\])[^\s]*$/.test(text)) return text;
  const url = httpUrl(text);
  return url && pageOrigin !== undefined && url.origin === pageOrigin ? url.href : undefined;
}

export function asHost(value: unknown): string | undefined {
  const text = asString(value)?.toLowerCase();
  return text && /^[a-z0-9.-]+(?::\d{1,5})?$/.test(text) ? text : undefined;
}

/** An http(s) URL, maybe with a path (an app proxy), or a site path; no trailing slash. */
export function asApiBase(value: unknown): string | undefined {
  const text = asString(value);
  if (!text) return undefined;
  if (text.startsWith('/')) {
    const path = asSitePath(text);
    if (!path || typeof location === 'undefined') return undefined;
    return `${location.origin}${path}`.replace(/\/+$/, '');
  }
  // User-info refused, as in asOrigin.
  const url = httpUrl(text);
  if (!url || url.username !== '' || url.password !== '' || text.includes('@')) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Never `//host` or `/\host`, which leave the site. */
export function asSitePath(value: unknown): string | undefined {
  const text = asString(value);
  return text && /^\/(?![/\\])[^\s\\?#]*$/.test(text) ? text : undefined;
}

/** {} when missing or broken: the defaults apply. */
export function readJsonBlock(id: string): JsonRecord {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(id)?.textContent;
  if (!text) return {};
  try {
    return asRecord(JSON.parse(text)) ?? {};
  } catch {
    return {};
  }
}

export function definedFields<T extends object>(fields: { [K in keyof T]?: T[K] | undefined }) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
