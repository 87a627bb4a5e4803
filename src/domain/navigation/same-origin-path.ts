/**
 * The one check every redirect target goes through: a path on `origin` or null. Hand-written
 * because no small library answers "once a browser has normalised this, can it leave the
 * origin?": URL normalises; we refuse `//`, `/\`, backslashes, credentials and invisible or
 * control characters (browsers drop tabs, so `/\t/evil` becomes `//evil`), decoded forms too.
 */

export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/** Controls, Unicode spaces, zero-width and bidi characters, BOM, soft hyphen, separators. */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/u;

/** Once decoded, a plain space is ordinary (`/pages/my%20plan`). */
const UNSAFE_DECODED_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/u;

const MAX_DECODE_ROUNDS = 3;

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null; // a stray `%`
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null; // more layers than any real link has
}

function isUnsafePath(path: string, unsafeCharacters = UNSAFE_CHARACTERS): boolean {
  return (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.includes('\\') ||
    unsafeCharacters.test(path)
  );
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `origin//host` hides after the authority. */
const ABSOLUTE_URL = /^https?:\/\/[^/?#]*(.*)$/i;

export function toSameOriginPath(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== 'string' || target === '') return null;
  if (target.length > MAX_REDIRECT_TARGET_LENGTH) return null;
  const base = parseOrigin(origin);
  if (base === null) return null;

  // The raw text first: browsers strip or rewrite these before parsing.
  if (target.includes('\\') || UNSAFE_CHARACTERS.test(target)) return null;
  const isPath = target.startsWith('/');
  if (isPath && target.startsWith('//')) return null;
  if (!isPath) {
    const afterAuthority = ABSOLUTE_URL.exec(target)?.[1];
    if (afterAuthority === undefined || afterAuthority.startsWith('//')) return null;
  }

  let url: URL;
  try {
    url = new URL(target, `${base.origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;

  const path = url.pathname;
  if (isUnsafePath(path)) return null;
  const decodedPath = decodeFully(path);
  if (decodedPath === null || isUnsafePath(decodedPath, UNSAFE_DECODED_CHARACTERS)) return null;
  // Full-width `／` and `＼` become `/` and `\` under NFKC, which some proxies apply.
  if (isUnsafePath(decodedPath.normalize('NFKC'), UNSAFE_DECODED_CHARACTERS)) return null;
  const answer = `${path}${url.search}${url.hash}`;
  try {
    if (new URL(answer, `${base.origin}/`).origin !== base.origin) return null;
  } catch {
    return null;
  }
  return answer;
}
