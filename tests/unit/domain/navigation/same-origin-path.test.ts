import { describe, expect, it } from 'vitest';
import {
  MAX_REDIRECT_TARGET_LENGTH,
  toSameOriginPath,
} from '#src/domain/navigation/same-origin-path.ts';

const ORIGIN = 'https://shop.example';

/**
 * Crafted redirect targets (issue 11, defect 6): each would, in some browser or after some
 * normalisation, leave the origin, run script, or be rewritten into something that does.
 */
export const HOSTILE_REDIRECT_TARGETS: readonly string[] = [
  // protocol-relative and its normalised look-alikes
  '//evil.example',
  '//evil.example/pages/autoship-manage',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example',
  '/pages/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  // the origin itself, followed by a second authority
  `${ORIGIN}//evil.example`,
  `${ORIGIN}/\\evil.example`,
  `${ORIGIN}/.//evil.example`,
  `${ORIGIN}/..//evil.example`,
  `${ORIGIN}.evil.example/`,
  `${ORIGIN}@evil.example/`,
  `${ORIGIN}:443@evil.example/`,
  `https://user:pass@shop.example/pages/autoship-manage`,
  'https://evil.example@shop.example/',
  // other origins and schemes
  'https://evil.example/',
  'http://shop.example/pages/autoship-manage',
  'https://shop.example:8443/',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://shop.example/uuid',
  'file:///etc/passwd',
  'evil.example',
  'evil.example/pages/autoship-manage',
  // encoded separators
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%E0%A4%A',
  // whitespace and control characters browsers drop or trim
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/\u0007/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  // invisible and look-alike characters
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/\u2028/evil.example',
  '/\u202e/evil.example',
  '/\u3000/evil.example',
  '/\u00a0/evil.example',
  '/%E2%80%8B/evil.example',
  '／／evil.example',
  '/／evil.example',
  '＼evil.example',
  // empty and silly
  '',
  '.',
  './pages/autoship-manage',
  '?return_to=//evil.example',
  '#//evil.example',
  `/${'a'.repeat(MAX_REDIRECT_TARGET_LENGTH)}`,
];

/** Targets a real shopper or theme uses: each must come back as the path shown. */
const LEGITIMATE: ReadonlyArray<readonly [string, string]> = [
  ['/', '/'],
  ['/pages/autoship-manage', '/pages/autoship-manage'],
  ['/pages/autoship-manage?scenario=paused', '/pages/autoship-manage?scenario=paused'],
  ['/review?type=cancel#top', '/review?type=cancel#top'],
  ['/collections/autoship', '/collections/autoship'],
  ['/pages/./autoship-manage', '/pages/autoship-manage'],
  ['/pages/x/../autoship-manage', '/pages/autoship-manage'],
  ['/search?q=%2F%2Fevil.example', '/search?q=%2F%2Fevil.example'],
  ['/pages/autoship-manage?next=//evil.example', '/pages/autoship-manage?next=//evil.example'],
  ['/pages/autoship-manage#//section', '/pages/autoship-manage#//section'],
  ['/products/caf%C3%A9', '/products/caf%C3%A9'],
  ['/products/café', '/products/caf%C3%A9'],
  ['/pages/my%20plan', '/pages/my%20plan'],
  [`${ORIGIN}`, '/'],
  [`${ORIGIN}/`, '/'],
  [`${ORIGIN}/pages/autoship-manage`, '/pages/autoship-manage'],
  [`${ORIGIN}?x=1`, '/?x=1'],
  [`${ORIGIN}/review?type=cancel#pay`, '/review?type=cancel#pay'],
  ['HTTPS://SHOP.EXAMPLE/pages/autoship-manage', '/pages/autoship-manage'],
  ['https://shop.example:443/pages/autoship-manage', '/pages/autoship-manage'],
];

describe('toSameOriginPath (issue 11, defect 6: one check for every redirect target)', () => {
  it('the hostile table has at least 40 distinct forms', () => {
    expect(new Set(HOSTILE_REDIRECT_TARGETS).size).toBe(HOSTILE_REDIRECT_TARGETS.length);
    expect(HOSTILE_REDIRECT_TARGETS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE_REDIRECT_TARGETS.map((target) => [JSON.stringify(target), target]))(
    'refuses %s',
    (_label, target) => {
      expect(toSameOriginPath(target, ORIGIN)).toBeNull();
    },
  );

  it.each(LEGITIMATE)('keeps %s as %s', (target, path) => {
    expect(toSameOriginPath(target, ORIGIN)).toBe(path);
  });

  it('never answers anything a browser would read as another origin', () => {
    for (const target of [...HOSTILE_REDIRECT_TARGETS, ...LEGITIMATE.map(([t]) => t)]) {
      const path = toSameOriginPath(target, ORIGIN);
      if (path === null) continue;
      expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('refuses null, undefined and a bad origin', () => {
    expect(toSameOriginPath(null, ORIGIN)).toBeNull();
    expect(toSameOriginPath(undefined, ORIGIN)).toBeNull();
    expect(toSameOriginPath('/pages/autoship-manage', 'not an origin')).toBeNull();
    expect(toSameOriginPath('/pages/autoship-manage', 'file:///tmp')).toBeNull();
  });

  it('works with a local development origin and its port', () => {
    const dev = 'http://127.0.0.1:5173';
    expect(toSameOriginPath(`${dev}/pages/autoship-manage`, dev)).toBe('/pages/autoship-manage');
    expect(toSameOriginPath(`${dev}//evil.example`, dev)).toBeNull();
    expect(toSameOriginPath('http://127.0.0.1:5174/pages/autoship-manage', dev)).toBeNull();
    expect(toSameOriginPath('http://localhost:5173/pages/autoship-manage', dev)).toBeNull();
  });
});
