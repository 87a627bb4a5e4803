/**
 * The one check every redirect target goes through (the login stand-in's `return_to`, the
 * theme's build-plan link, the login redirect's own `return_to`, the payment hand-off's
 * same-origin stand-in): it answers a path on `origin` (path + search + hash) or null.
 *
 * Written by hand because no small library answers the question we need: "once a browser has
 * normalised this, can navigating to the answer leave the origin?" The URL parser does the
 * normalisation (dot segments, `%2e`, case, default ports); the checks around it refuse what a
 * browser would read as another host: a path that starts with `//` or `/\` after normalisation
 * (`/.//evil`, `/..//evil`, `origin//evil`), backslashes (browsers read them as `/`), other
 * schemes, credentials, and whitespace, control or invisible characters (browsers drop tabs and
 * newlines inside a URL, so `/\t/evil` would become `//evil`). Encoded forms are decoded before
 * the same checks, so `/%2F%2Fevil` and `/%5Cevil` are refused too. Pure TypeScript: only the
 * standard `URL` class, so it runs in the app, the mocks and Node alike.
 */

/** Longer targets are refused: no in-app address is anywhere near this long. */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/**
 * C0 and C1 controls, every Unicode space, zero-width and bidirectional-format characters, the
 * word joiner family, the BOM, soft hyphen, and the line/paragraph separators.
 */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/u;

/**
 * Once decoded, a plain space is an ordinary character of a path (`/pages/my%20plan`): the
 * browser keeps it encoded. Every other character above stays refused.
 */
const UNSAFE_DECODED_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/u;

/** How many rounds of percent-decoding are undone before the checks (double encoding). */
const MAX_DECODE_ROUNDS = 3;

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null; // a stray `%`: not something a real in-app link carries in its path
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null; // still changing: more layers of encoding than any real link has
}

/** A path a browser would read as another host, or that carries characters it would drop. */
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

/** An absolute http(s) URL split after its authority: `origin//host` hides in what follows it. */
const ABSOLUTE_URL = /^https?:\/\/[^/?#]*(.*)$/i;

export function toSameOriginPath(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== 'string' || target === '') return null;
  if (target.length > MAX_REDIRECT_TARGET_LENGTH) return null;
  const base = parseOrigin(origin);
  if (base === null) return null;

  // The raw text first: browsers strip or rewrite these before parsing, so nothing after this
  // line may rely on what they become.
  if (target.includes('\\') || UNSAFE_CHARACTERS.test(target)) return null;
  // Only an absolute path or an absolute URL on the origin; `evil.example` or `./x` are not
  // redirect targets anybody means.
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
  // Full-width `／` and `＼` become `/` and `\` under compatibility normalisation, which some
  // servers and proxies apply: refuse what would turn into another host that way too.
  if (isUnsafePath(decodedPath.normalize('NFKC'), UNSAFE_DECODED_CHARACTERS)) return null;
  const answer = `${path}${url.search}${url.hash}`;
  // Belt and braces: the answer itself, read against the origin, stays on it.
  try {
    if (new URL(answer, `${base.origin}/`).origin !== base.origin) return null;
  } catch {
    return null;
  }
  return answer;
}
