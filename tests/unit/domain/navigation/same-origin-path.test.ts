import { describe, expect, it } from 'vitest';
import { toSameOriginPath } from '#src/domain/navigation/same-origin-path.ts';
import { hostileRedirectTargets } from '#tests/support/hostile-redirect-targets.ts';

const ORIGIN = 'https://shop.example';
const HOSTILE_REDIRECT_TARGETS = hostileRedirectTargets(ORIGIN);

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

describe('toSameOriginPath (one check for every redirect target)', () => {
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
