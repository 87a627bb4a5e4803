/**
 * The visitor cookie id sent as `cookie` with every call (spec section 3: stored under
 * COUPON_COOKIE_ID). The domain layer owns creating it; until the client is pointed at that
 * module with `setVisitorCookieReader`, this reads whatever is already stored and never throws,
 * because a broken cookie jar or blocked storage must not stop a request.
 */
export const VISITOR_COOKIE_KEY = 'COUPON_COOKIE_ID';

export type VisitorCookieReader = () => string;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function readLocalStorage(key: string): string | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  // Local storage holds JSON values (spec section 3), but an older writer may have stored text.
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

export const readStoredVisitorCookieId: VisitorCookieReader = () => {
  try {
    return readCookie(VISITOR_COOKIE_KEY) ?? readLocalStorage(VISITOR_COOKIE_KEY) ?? '';
  } catch {
    return '';
  }
};

let reader: VisitorCookieReader = readStoredVisitorCookieId;

/** Points the client at another source of the id (the domain's visitor-cookie module). */
export function setVisitorCookieReader(next: VisitorCookieReader): void {
  reader = next;
}

export function resetVisitorCookieReader(): void {
  reader = readStoredVisitorCookieId;
}

export function visitorCookieId(): string {
  try {
    return reader();
  } catch {
    return '';
  }
}
