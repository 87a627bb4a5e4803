import { fileURLToPath } from 'node:url';
import { BrowserSetupError, findChromium, noChromiumMessage } from './find-chromium.ts';
import { thisMachine } from './machine.ts';

/**
 * The one answer to "which Chromium, with which fonts" for everything that opens a browser: the
 * browser tests, the bench (Playwright and Lighthouse) and any script. `npm test` and
 * `npm run bench` run the set-up first (scripts/browser-setup.mjs), which installs what is
 * missing; this only finds, and fails with the set-up's message when there is nothing to find.
 */
export function chromiumExecutable(): string {
  const found = findChromium(thisMachine());
  if (!found) throw new BrowserSetupError(noChromiumMessage());
  return found;
}

const FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));

/** The browser's environment: this process's, with the pinned fonts (fonts.conf says why). */
export function chromiumEnvironment(): Record<string, string> {
  const env = Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { ...Object.fromEntries(env), FONTCONFIG_FILE };
}
