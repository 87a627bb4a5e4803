/**
 * A small stand-in for `tough-cookie`, for the mock build only (vite.config.ts aliases it there).
 *
 * Why by hand: MSW's browser bundle keeps the cookies a mocked response sets in a tough-cookie
 * jar, and tough-cookie brings tldts' public-suffix list — about 120 KB gzip, two thirds of the
 * mock build's extra JavaScript, all in front of the first page. Our handlers neither read nor
 * set cookies (mocks/handlers), so MSW only needs the jar's shape: cookies kept by host and
 * path, expired ones dropped, and MSW's own persistence (`toJSON`/`fromJSON`) round-tripping.
 * No public-suffix rules: a mock answer can only set cookies for the host it answers.
 */

interface CookieJson {
  key: string;
  value: string;
  domain: string;
  path: string;
  expires?: string;
}

export class Cookie {
  key: string;
  value: string;
  domain: string;
  path: string;
  expires: Date | null;

  constructor(json: CookieJson) {
    this.key = json.key;
    this.value = json.value;
    this.domain = json.domain;
    this.path = json.path;
    this.expires = json.expires ? new Date(json.expires) : null;
  }

  static fromJSON(json: unknown): Cookie | null {
    const data = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
    if (data === null || typeof data !== 'object') return null;
    const { key, value, domain, path, expires } = data as Partial<CookieJson>;
    if (typeof key !== 'string' || typeof domain !== 'string' || typeof path !== 'string') {
      return null;
    }
    return new Cookie({ key, value: String(value ?? ''), domain, path, expires });
  }

  toJSON(): CookieJson {
    return {
      key: this.key,
      value: this.value,
      domain: this.domain,
      path: this.path,
      ...(this.expires ? { expires: this.expires.toISOString() } : {}),
    };
  }

  expired(now: Date = new Date()): boolean {
    return this.expires !== null && this.expires.getTime() <= now.getTime();
  }

  toString(): string {
    return `${this.key}=${this.value}`;
  }
}

/** `idx[domain][path][key]`, the index MSW reads and writes to persist the jar. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

function parseSetCookie(header: string, url: URL): Cookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  let path = '/';
  let expires: Date | null = null;
  for (const attribute of attributes) {
    const [name = '', ...rest] = attribute.split('=');
    const value = rest.join('=').trim();
    const lower = name.trim().toLowerCase();
    if (lower === 'path' && value.startsWith('/')) path = value;
    if (lower === 'expires' && !Number.isNaN(Date.parse(value))) expires = new Date(value);
    if (lower === 'max-age' && /^-?\d+$/.test(value)) {
      expires = new Date(Date.now() + Number(value) * 1000);
    }
  }
  const cookie = new Cookie({
    key: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    domain: url.hostname,
    path,
  });
  cookie.expires = expires;
  return cookie;
}

export class CookieJar {
  readonly store: MemoryCookieStore;

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.store = store;
  }

  getCookiesSync(url: string): Cookie[] {
    const target = new URL(url);
    const paths = this.store.idx[target.hostname] ?? {};
    return Object.entries(paths)
      .filter(([path]) => target.pathname.startsWith(path))
      .flatMap(([, cookies]) => Object.values(cookies))
      .filter((cookie) => !cookie.expired());
  }

  async setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = parseSetCookie(header, new URL(url));
    if (!cookie) return undefined;
    const paths = (this.store.idx[cookie.domain] ??= {});
    const cookies = (paths[cookie.path] ??= {});
    if (cookie.expired()) Reflect.deleteProperty(cookies, cookie.key);
    else cookies[cookie.key] = cookie;
    return cookie;
  }
}
