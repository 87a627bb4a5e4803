import {
  BrowserSetupError,
  findChromium,
  missingFontPackages,
  noChromiumMessage,
  onPath,
} from './find-chromium.ts';
import type { Machine } from './machine.ts';

/** Debian's packages this machine lacks for the browser tests. */
function packagesToInstall(machine: Machine): string[] {
  return [...(findChromium(machine) ? [] : ['chromium']), ...missingFontPackages(machine)];
}

function cannotInstallMessage(packages: readonly string[]): string {
  if (packages.includes('chromium')) return noChromiumMessage();
  return (
    `browser set-up: the fonts the screenshots are taken with are missing. Install them: ` +
    `sudo apt-get install -y ${packages.join(' ')} (Debian, Ubuntu)`
  );
}

/**
 * The step `npm test` and `npm run bench` take before anything opens a browser: find Chromium
 * and the screenshot fonts; install what is missing from Debian when the machine allows it (root,
 * apt-get), with one line saying so; otherwise fail with one message naming the command to run.
 * Answers the Chromium to drive.
 */
export async function setUpBrowser(machine: Machine): Promise<string> {
  const packages = packagesToInstall(machine);
  if (packages.length > 0) {
    if (!machine.isRoot || !onPath(machine, 'apt-get')) {
      throw new BrowserSetupError(cannotInstallMessage(packages));
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
