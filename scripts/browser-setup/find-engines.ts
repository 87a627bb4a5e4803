import { BrowserSetupError, onPath } from './find-chromium.ts';
import type { Machine } from './machine.ts';

/**
 * The other two engines the shopper journeys run in (tests/browser/engine-journeys.test.ts):
 * Firefox ESR, driven over WebDriver BiDi, and WebKit, MiniBrowser driven by WebKitWebDriver on
 * a virtual display (Xvfb). Each from Debian, found by the files its package installs.
 */
export const DEBIAN_FIREFOX = '/usr/bin/firefox-esr';
export const DEBIAN_WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const DEBIAN_XVFB = '/usr/bin/Xvfb';
/** libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver) puts it under the machine's triplet. */
export const DEBIAN_MINIBROWSERS = ['x86_64-linux-gnu', 'aarch64-linux-gnu'].map(
  (triplet) => `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`,
);

export interface Engines {
  firefox: string;
  webkitDriver: string;
  miniBrowser: string;
  xvfb: string;
}

type Part = keyof Engines;

/** `path` when executable, else the first `name` on the PATH. */
function debianOrPath(path: string, name: string) {
  return (machine: Machine) => (machine.isExecutable(path) ? path : onPath(machine, name));
}

/** How each part is found, and the Debian package that installs it. */
const PARTS: Readonly<
  Record<Part, { find: (machine: Machine) => string | undefined; pkg: string }>
> = {
  firefox: { find: debianOrPath(DEBIAN_FIREFOX, 'firefox-esr'), pkg: 'firefox-esr' },
  webkitDriver: {
    find: debianOrPath(DEBIAN_WEBKIT_DRIVER, 'WebKitWebDriver'),
    pkg: 'webkit2gtk-driver',
  },
  miniBrowser: {
    find: (machine) => DEBIAN_MINIBROWSERS.find((path) => machine.isExecutable(path)),
    pkg: 'webkit2gtk-driver',
  },
  xvfb: { find: debianOrPath(DEBIAN_XVFB, 'Xvfb'), pkg: 'xvfb' },
};

/**
 * The Debian packages this machine lacks for the other engines, each named once. Only on Linux:
 * WebKitGTK's MiniBrowser is Linux's (findEngines says so elsewhere).
 */
export function missingEnginePackages(machine: Machine): string[] {
  if (machine.platform !== 'linux') return [];
  const missing = Object.values(PARTS)
    .filter((part) => part.find(machine) === undefined)
    .map((part) => part.pkg);
  return [...new Set(missing)];
}

/** The one message when an engine is missing and the set-up may not install it. */
export function noEnginesMessage(packages: readonly string[]): string {
  return (
    'browser set-up: the shopper journeys also run in Firefox ESR and WebKit (WebKitWebDriver, ' +
    `MiniBrowser, Xvfb), and ${packages.join(', ')} ${packages.length === 1 ? 'is' : 'are'} ` +
    `missing. Install: sudo apt-get install -y ${packages.join(' ')} (Debian, Ubuntu)`
  );
}

/** Every engine part, or the set-up's message naming what to install. */
export function findEngines(machine: Machine): Engines {
  if (machine.platform !== 'linux') {
    throw new BrowserSetupError(
      `browser set-up: the WebKit and Firefox journeys run on Linux (Debian's webkit2gtk-driver, firefox-esr, xvfb), not on ${machine.platform}`,
    );
  }
  const missing = missingEnginePackages(machine);
  if (missing.length > 0) throw new BrowserSetupError(noEnginesMessage(missing));
  const found = (part: Part) => PARTS[part].find(machine) ?? '';
  return {
    firefox: found('firefox'),
    webkitDriver: found('webkitDriver'),
    miniBrowser: found('miniBrowser'),
    xvfb: found('xvfb'),
  };
}
