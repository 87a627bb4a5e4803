import { MAX_REDIRECT_TARGET_LENGTH } from '#src/domain/navigation/same-origin-path.ts';

/**
 * Crafted redirect targets: each would, in some browser or after some
 * normalisation, leave the origin, run script, or be rewritten into something that does. Written
 * for the origin under test (the shop's own origin); the unit table and Chromium share it.
 */
export function hostileRedirectTargets(origin: string): readonly string[] {
  const { host, hostname } = new URL(origin);
  return [
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
    `${origin}//evil.example`,
    `${origin}/\\evil.example`,
    `${origin}/.//evil.example`,
    `${origin}/..//evil.example`,
    `${origin}.evil.example/`,
    `${origin}@evil.example/`,
    `${origin}:443@evil.example/`,
    `https://user:pass@${host}/pages/autoship-manage`,
    `https://evil.example@${host}/`,
    // other origins and schemes
    'https://evil.example/',
    `${origin.startsWith('https:') ? 'http' : 'https'}://${host}/pages/autoship-manage`,
    `https://${hostname}:8443/`,
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    `blob:${origin}/uuid`,
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
}
