import { describe, expect, it } from 'vitest';
import {
  BrowserSetupError,
  DEBIAN_CHROMIUM,
  findChromium,
  FONT_FILES,
} from '#scripts/browser-setup/find-chromium.ts';
import {
  DEBIAN_FIREFOX,
  DEBIAN_MINIBROWSERS,
  DEBIAN_WEBKIT_DRIVER,
  DEBIAN_XVFB,
  findEngines,
} from '#scripts/browser-setup/find-engines.ts';
import type { Machine } from '#scripts/browser-setup/machine.ts';
import { setUpBrowser } from '#scripts/browser-setup/set-up-browser.ts';

// The browser set-up that `npm test` and `npm run bench` run first, on made-up machines: which
// Chromium it takes, when it installs Debian's packages (the commands are recorded, never run)
// and the one message it stops with when it may not.

const APT_GET = '/usr/bin/apt-get';
/** What Debian's firefox-esr, webkit2gtk-driver (with libwebkit2gtk's MiniBrowser) and xvfb install. */
const FIREFOX = [DEBIAN_FIREFOX];
const WEBKIT = [DEBIAN_WEBKIT_DRIVER, DEBIAN_MINIBROWSERS[0] ?? ''];
const XVFB = [DEBIAN_XVFB];
const ENGINE_FILES = [...FIREFOX, ...WEBKIT, ...XVFB];

interface FakeMachine extends Machine {
  readonly commands: string[];
  readonly lines: string[];
}

/**
 * A Linux machine holding exactly `files` (all executable), whose `apt-get install` adds
 * `installs` to them.
 */
function machineWith(options: {
  files?: string[];
  env?: Record<string, string>;
  isRoot?: boolean;
  platform?: NodeJS.Platform;
  playwrightChromium?: string;
  installs?: string[];
}): FakeMachine {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const lines: string[] = [];
  return {
    env: options.env ?? { PATH: '/usr/local/bin:/usr/bin:/bin' },
    platform: options.platform ?? 'linux',
    isRoot: options.isRoot ?? true,
    playwrightChromium: options.playwrightChromium,
    isExecutable: (path) => files.has(path),
    exists: (path) => files.has(path),
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args[0] === 'install') for (const file of options.installs ?? []) files.add(file);
      return Promise.resolve();
    },
    say: (line) => lines.push(line),
    commands,
    lines,
  };
}

describe('finding Chromium', () => {
  it('finds none on a machine whose environment and PATH hold no browser', () => {
    expect(findChromium(machineWith({ files: [APT_GET, ...FONT_FILES] }))).toBeUndefined();
  });

  it('takes CHROMIUM_PATH before Debian’s browser, the PATH and Playwright’s', () => {
    const machine = machineWith({
      files: ['/opt/chrome/chrome', DEBIAN_CHROMIUM, '/usr/local/bin/chromium', '/pw/chrome'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/local/bin' },
      playwrightChromium: '/pw/chrome',
    });
    expect(findChromium(machine)).toBe('/opt/chrome/chrome');
  });

  it('then Debian’s /usr/bin/chromium, then chromium or chromium-browser on the PATH, then Playwright’s', () => {
    const path = { PATH: '/snap/bin:/usr/local/bin' };
    expect(
      findChromium(machineWith({ files: [DEBIAN_CHROMIUM, '/usr/local/bin/chromium'], env: path })),
    ).toBe(DEBIAN_CHROMIUM);
    expect(
      findChromium(
        machineWith({
          files: ['/usr/local/bin/chromium', '/pw/chrome'],
          env: path,
          playwrightChromium: '/pw/chrome',
        }),
      ),
    ).toBe('/usr/local/bin/chromium');
    expect(findChromium(machineWith({ files: ['/snap/bin/chromium-browser'], env: path }))).toBe(
      '/snap/bin/chromium-browser',
    );
    expect(
      findChromium(
        machineWith({ files: ['/pw/chrome'], env: path, playwrightChromium: '/pw/chrome' }),
      ),
    ).toBe('/pw/chrome');
  });

  it('does not take a Playwright browser that was never downloaded', () => {
    expect(findChromium(machineWith({ playwrightChromium: '/pw/chrome' }))).toBeUndefined();
  });

  it('stops on a CHROMIUM_PATH naming a missing file, rather than taking another browser', () => {
    const machine = machineWith({
      files: [DEBIAN_CHROMIUM],
      env: { CHROMIUM_PATH: '/opt/missing/chrome', PATH: '/usr/bin' },
    });
    expect(() => findChromium(machine)).toThrow(
      new BrowserSetupError(
        'browser set-up: CHROMIUM_PATH is /opt/missing/chrome, which is not an executable file: point it at a Chromium or unset it',
      ),
    );
  });
});

const NO_CHROMIUM =
  'browser set-up: no Chromium (CHROMIUM_PATH unset, no /usr/bin/chromium, no chromium on the PATH, ' +
  'no Playwright browser). Install it: sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation (Debian, ' +
  'Ubuntu), or set CHROMIUM_PATH to a Chromium';

describe('the set-up before the tests', () => {
  it('installs nothing and says nothing when the browser and the fonts are there', async () => {
    const machine = machineWith({
      files: [DEBIAN_CHROMIUM, APT_GET, ...FONT_FILES, ...ENGINE_FILES],
    });
    await expect(setUpBrowser(machine)).resolves.toBe(DEBIAN_CHROMIUM);
    expect(machine.commands).toEqual([]);
    expect(machine.lines).toEqual([]);
  });

  it('installs Debian’s chromium and the fonts as root with apt-get, saying so in one line', async () => {
    const machine = machineWith({
      files: [APT_GET, ...ENGINE_FILES],
      installs: [DEBIAN_CHROMIUM, ...FONT_FILES],
    });
    await expect(setUpBrowser(machine)).resolves.toBe(DEBIAN_CHROMIUM);
    expect(machine.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium fonts-dejavu-core fonts-liberation',
    ]);
    expect(machine.lines).toEqual([
      'browser set-up: installing chromium, fonts-dejavu-core, fonts-liberation from Debian (apt-get install -y chromium fonts-dejavu-core fonts-liberation; once, a minute or two)',
    ]);
  });

  it('installs only the fonts missing when the browser is there', async () => {
    const liberation = FONT_FILES.filter((file) => file.includes('/liberation/'));
    const machine = machineWith({
      files: [APT_GET, '/opt/chrome/chrome', ...liberation, ...ENGINE_FILES],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
      installs: FONT_FILES,
    });
    await expect(setUpBrowser(machine)).resolves.toBe('/opt/chrome/chrome');
    expect(machine.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq fonts-dejavu-core',
    ]);
  });

  it('stops with the command to run when apt-get is not there', async () => {
    const machine = machineWith({ files: [...FONT_FILES, ...ENGINE_FILES] });
    await expect(setUpBrowser(machine)).rejects.toThrow(new BrowserSetupError(NO_CHROMIUM));
    expect(machine.commands).toEqual([]);
    expect(machine.lines).toEqual([]);
  });

  it('stops with the command to run when it may not install (not root)', async () => {
    const machine = machineWith({
      files: [APT_GET, ...FONT_FILES, ...ENGINE_FILES],
      isRoot: false,
    });
    await expect(setUpBrowser(machine)).rejects.toThrow(new BrowserSetupError(NO_CHROMIUM));
    expect(machine.commands).toEqual([]);
  });

  it('names the font packages when only fonts are missing and it may not install them', async () => {
    const machine = machineWith({
      files: [APT_GET, DEBIAN_CHROMIUM, ...FONT_FILES.slice(1), ...ENGINE_FILES],
      isRoot: false,
    });
    await expect(setUpBrowser(machine)).rejects.toThrow(
      new BrowserSetupError(
        'browser set-up: the fonts the screenshots are taken with are missing. Install them: ' +
          'sudo apt-get install -y fonts-dejavu-core (Debian, Ubuntu)',
      ),
    );
    expect(machine.commands).toEqual([]);
  });

  it('asks for no fonts off Linux, where Chromium does not read fontconfig', async () => {
    const machine = machineWith({
      platform: 'darwin',
      files: ['/pw/chrome'],
      playwrightChromium: '/pw/chrome',
      isRoot: false,
    });
    await expect(setUpBrowser(machine)).resolves.toBe('/pw/chrome');
  });

  it('fails, naming what is still missing, when apt-get ran but installed no browser', async () => {
    const machine = machineWith({ files: [APT_GET, ...ENGINE_FILES], installs: FONT_FILES });
    await expect(setUpBrowser(machine)).rejects.toThrow(
      'browser set-up: apt-get installed chromium fonts-dejavu-core fonts-liberation but chromium still cannot be found',
    );
  });

  it('passes apt-get’s failure on', async () => {
    const machine: Machine = {
      ...machineWith({ files: [APT_GET] }),
      run: () => Promise.reject(new Error('apt-get update -qq exited with 100: no network')),
    };
    await expect(setUpBrowser(machine)).rejects.toThrow('no network');
  });
});

describe('the other engines: Firefox ESR and WebKit (WebKitWebDriver, MiniBrowser, Xvfb)', () => {
  const everything = [DEBIAN_CHROMIUM, APT_GET, ...FONT_FILES];

  it('finds Debian’s firefox-esr, WebKitWebDriver, MiniBrowser and Xvfb', () => {
    expect(findEngines(machineWith({ files: [...everything, ...ENGINE_FILES] }))).toEqual({
      firefox: DEBIAN_FIREFOX,
      webkitDriver: DEBIAN_WEBKIT_DRIVER,
      miniBrowser: DEBIAN_MINIBROWSERS[0],
      xvfb: DEBIAN_XVFB,
    });
  });

  it('takes firefox-esr, WebKitWebDriver and Xvfb from the PATH when Debian’s are not there', () => {
    const onPath = ['/opt/bin/firefox-esr', '/opt/bin/WebKitWebDriver', '/opt/bin/Xvfb'];
    const machine = machineWith({
      files: [...onPath, DEBIAN_MINIBROWSERS[1] ?? ''],
      env: { PATH: '/usr/bin:/opt/bin' },
    });
    expect(findEngines(machine)).toEqual({
      firefox: onPath[0],
      webkitDriver: onPath[1],
      miniBrowser: DEBIAN_MINIBROWSERS[1],
      xvfb: onPath[2],
    });
  });

  it('installs all three packages in the one apt-get that installs Chromium', async () => {
    const machine = machineWith({
      files: [APT_GET],
      installs: [DEBIAN_CHROMIUM, ...FONT_FILES, ...ENGINE_FILES],
    });
    await expect(setUpBrowser(machine)).resolves.toBe(DEBIAN_CHROMIUM);
    const packages =
      'chromium fonts-dejavu-core fonts-liberation firefox-esr webkit2gtk-driver xvfb';
    expect(machine.commands).toEqual(['apt-get update -qq', `apt-get install -y -qq ${packages}`]);
    expect(machine.lines).toEqual([
      `browser set-up: installing ${packages.replaceAll(' ', ', ')} from Debian (apt-get install -y ${packages}; once, a minute or two)`,
    ]);
  });

  it('installs only what is missing: webkit2gtk-driver once for the driver and MiniBrowser', async () => {
    const machine = machineWith({
      files: [...everything, ...FIREFOX, ...XVFB],
      installs: WEBKIT,
    });
    await setUpBrowser(machine);
    expect(machine.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq webkit2gtk-driver',
    ]);
    expect(findEngines(machine).miniBrowser).toBe(DEBIAN_MINIBROWSERS[0]);
  });

  it('a WebKitWebDriver without MiniBrowser is no WebKit: it installs webkit2gtk-driver', async () => {
    const machine = machineWith({
      files: [...everything, ...FIREFOX, ...XVFB, DEBIAN_WEBKIT_DRIVER],
      installs: WEBKIT,
    });
    await setUpBrowser(machine);
    expect(machine.commands).toContain('apt-get install -y -qq webkit2gtk-driver');
  });

  it('stops with the command to run when it may not install them (not root)', async () => {
    const machine = machineWith({ files: [...everything, ...XVFB], isRoot: false });
    const message =
      'browser set-up: the shopper journeys also run in Firefox ESR and WebKit (WebKitWebDriver, ' +
      'MiniBrowser, Xvfb), and firefox-esr, webkit2gtk-driver are missing. Install: ' +
      'sudo apt-get install -y firefox-esr webkit2gtk-driver (Debian, Ubuntu)';
    await expect(setUpBrowser(machine)).rejects.toThrow(new BrowserSetupError(message));
    expect(() => findEngines(machine)).toThrow(new BrowserSetupError(message));
    expect(machine.commands).toEqual([]);
  });

  it('fails, naming what is still missing, when apt-get ran but installed no WebKit', async () => {
    const machine = machineWith({ files: [...everything], installs: [...FIREFOX, ...XVFB] });
    await expect(setUpBrowser(machine)).rejects.toThrow(
      'browser set-up: apt-get installed firefox-esr webkit2gtk-driver xvfb but webkit2gtk-driver still cannot be found',
    );
  });

  it('says off Linux that these engines are Linux’s, and asks for no package there', async () => {
    const machine = machineWith({
      platform: 'darwin',
      files: ['/pw/chrome'],
      playwrightChromium: '/pw/chrome',
      isRoot: false,
    });
    await expect(setUpBrowser(machine)).resolves.toBe('/pw/chrome');
    expect(() => findEngines(machine)).toThrow(
      "browser set-up: the WebKit and Firefox journeys run on Linux (Debian's webkit2gtk-driver, firefox-esr, xvfb), not on darwin",
    );
  });
});
