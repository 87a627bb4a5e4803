import {
  BrowserSetupError,
  findChromium,
  missingFontPackages,
  noChromiumMessage,
  onPath,
} from './find-chromium.ts';
import { missingEnginePackages, noEnginesMessage } from './find-engines.ts';
import type { Machine } from './machine.ts';

/** Debian's packages this machine lacks for the browser tests (other engines last). */
function packagesToInstall(machine: Machine): string[] {
  return [
    ...(findChromium(machine) ? [] : ['chromium']),
    ...missingFontPackages(machine),
    ...missingEnginePackages(machine),
  ];
}

function cannotInstallMessage(machine: Machine, packages: readonly string[]): string {
  if (packages.includes('chromium')) return noChromiumMessage();
  const fonts = missingFontPackages(machine);
  if (fonts.length === 0) return noEnginesMessage(packages);
  return (
    `browser set-up: the fonts the screenshots are taken with are missing. Install them: ` +
    `sudo apt-get install -y ${packages.join(' ')} (Debian, Ubuntu)`
  );
}

/**
 * The step `npm test` and `npm run bench` take before anything opens a browser: find Chromium,
 * the screenshot fonts and the other engines (Firefox ESR, WebKitWebDriver with MiniBrowser,
 * Xvfb); install what is missing from Debian, in one apt-get, when the machine allows it (root,
 * apt-get), with one line saying so; otherwise fail with one message naming the command to run.
 * Answers the Chromium to drive.
 */
export async function setUpBrowser(machine: Machine): Promise<string> {
  const packages = packagesToInstall(machine);
  if (packages.length > 0) {
    if (!machine.isRoot || !onPath(machine, 'apt-get')) {
      throw new BrowserSetupError(cannotInstallMessage(machine, packages));
    }
    const list = packages.join(' ');
    machine.say(
      `browser set-up: installing ${packages.join(', ')} from Debian ` +
        `(apt-get install -y ${list}; once, a minute or two)`,
    );
    const quiet = { DEBIAN_FRONTEND: 'noninteractive' };
    await machine.run('apt-get', ['update', '-qq'], quiet);
    await machine.run('apt-get', ['install', '-y', '-qq', ...packages], quiet);
    const stillMissing = packagesToInstall(machine);
    if (stillMissing.length > 0) {
      throw new BrowserSetupError(
        `browser set-up: apt-get installed ${list} but ${stillMissing.join(', ')} still cannot be found`,
      );
    }
  }
  const found = findChromium(machine);
  if (!found) throw new BrowserSetupError(noChromiumMessage());
  return found;
}
