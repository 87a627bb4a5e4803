import { delimiter, join } from 'node:path';
import type { Machine } from './machine.ts';

/** Debian's package `chromium` (the browser the tests, the bench and CI use). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The fonts every screenshot is taken with, by Debian package: the only fonts `fonts.conf` lets
 * Chromium see (it says why these). Each package is known by files it installs.
 */
const FONT_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  'fonts-dejavu-core': [
    'DejaVuSans.ttf',
    'DejaVuSans-Bold.ttf',
    'DejaVuSansMono.ttf',
    'DejaVuSansMono-Bold.ttf',
    'DejaVuSerif.ttf',
    'DejaVuSerif-Bold.ttf',
  ].map((file) => `/usr/share/fonts/truetype/dejavu/${file}`),
  'fonts-liberation': [
    'LiberationSans-Regular.ttf',
    'LiberationSans-Bold.ttf',
    'LiberationSerif-Regular.ttf',
    'LiberationMono-Regular.ttf',
  ].map((file) => `/usr/share/fonts/truetype/liberation/${file}`),
};

/** Every font file the screenshots need. */
export const FONT_FILES = Object.values(FONT_PACKAGES).flat();

/** What the set-up names when it tells someone to install the browser themselves. */
const INSTALL_COMMAND = `sudo apt-get install -y chromium ${Object.keys(FONT_PACKAGES).join(' ')}`;

/** A failure of the set-up: its message alone tells the reader what to do. */
export class BrowserSetupError extends Error {
  override name = 'BrowserSetupError';
}

/** The first executable `name` in the PATH's folders. */
export function onPath(machine: Machine, name: string): string | undefined {
  const folders = (machine.env.PATH ?? '').split(delimiter).filter(Boolean);
  return folders.map((folder) => join(folder, name)).find((path) => machine.isExecutable(path));
}

/**
 * The Chromium to drive, in this order: CHROMIUM_PATH, Debian's /usr/bin/chromium, `chromium` or
 * `chromium-browser` on the PATH, the browser Playwright installed. A CHROMIUM_PATH naming no
 * executable file is an error, not a reason to take another browser: whoever set it meant that one.
 */
export function findChromium(machine: Machine): string | undefined {
  const named = machine.env.CHROMIUM_PATH;
  if (named) {
    if (!machine.isExecutable(named)) {
      throw new BrowserSetupError(
        `browser set-up: CHROMIUM_PATH is ${named}, which is not an executable file: point it at a Chromium or unset it`,
      );
    }
    return named;
  }
  if (machine.isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const onThePath = onPath(machine, 'chromium') ?? onPath(machine, 'chromium-browser');
  if (onThePath) return onThePath;
  const playwright = machine.playwrightChromium;
  return playwright && machine.isExecutable(playwright) ? playwright : undefined;
}

/**
 * The font packages this machine lacks. Only on Linux: elsewhere Chromium does not read
 * fontconfig, so the files would change nothing (the pixels are pinned on Linux only).
 */
export function missingFontPackages(machine: Machine): string[] {
  if (machine.platform !== 'linux') return [];
  return Object.entries(FONT_PACKAGES)
    .filter(([, files]) => files.some((file) => !machine.exists(file)))
    .map(([name]) => name);
}

/** The one message when there is no browser and the set-up may not install one. */
export function noChromiumMessage(): string {
  return (
    'browser set-up: no Chromium (CHROMIUM_PATH unset, no /usr/bin/chromium, no chromium on the ' +
    `PATH, no Playwright browser). Install it: ${INSTALL_COMMAND} (Debian, Ubuntu), or set ` +
    'CHROMIUM_PATH to a Chromium'
  );
}
