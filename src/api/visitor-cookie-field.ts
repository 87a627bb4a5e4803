import {
  COUPON_COOKIE_ID,
  ensureVisitorId,
  readCookie,
} from '#src/domain/identity/visitor-cookie.ts';

/**
 * Spec section 3's visitor id, the same the domain creates for tracking. Never throws: a broken
 * cookie jar must not stop a request (stored copy, then '').
 */
const VISITOR_COOKIE_KEY = COUPON_COOKIE_ID;

type VisitorCookieReader = () => string;

function readLocalStorage(key: string): string | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  // Stored as JSON (spec section 3), but an older writer may have stored text.
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

/** Each source on its own: a throwing cookie jar must not hide the copy in local storage. */
function attempt(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const readStoredVisitorCookieId: VisitorCookieReader = () =>
  attempt(() =>
    typeof document === 'undefined' ? null : readCookie(document.cookie, VISITOR_COOKIE_KEY),
  ) ??
  attempt(() => readLocalStorage(VISITOR_COOKIE_KEY)) ??
  '';

const readDomainVisitorCookieId: VisitorCookieReader = () => {
  try {
    if (typeof document !== 'undefined') return ensureVisitorId(document);
  } catch {
    // Cookies blocked or the jar throws: fall through to whatever is readable.
  }
  return readStoredVisitorCookieId();
};

export function visitorCookieId(): string {
  try {
    return readDomainVisitorCookieId();
  } catch {
    return '';
  }
}
