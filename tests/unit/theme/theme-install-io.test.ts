import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';
import main from '#scripts/theme-install/main.ts';
import { NODE_IO, STAGING, type ThemeIo } from '#scripts/theme-install/swap.ts';
import uninstall from '#scripts/theme-install/uninstall-main.ts';
import { uninstallTheme } from '#scripts/theme-install/uninstall.ts';
import {
  folders,
  snapshot,
  standInFolders,
  write,
  writeStandInBuild,
  runCommand,
} from '#tests/support/stand-in-theme.ts';

/**
 * All or nothing: an error of the file system while a command plans or writes, wherever it
 * happens, is one line naming the file, exit 1, and the theme exactly as it was (its files and
 * its folders), with no staging folder left.
 */
let root: string;
let theme: string;
let build: string;

beforeEach(() => {
  ({ root, theme, build } = standInFolders('io'));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const state = () => ({ files: snapshot(theme), folders: folders(theme) });

/** The file system, with its `failAt`-th operation failing as a full disk would. */
function failing(failAt: number) {
  let calls = 0;
  const wrap =
    <A extends unknown[]>(operation: (...args: A) => void) =>
    (...args: A) => {
      calls += 1;
      if (calls === failAt)
        throw Object.assign(new Error('ENOSPC: no space left on device'), {
          code: 'ENOSPC',
          syscall: 'write',
          path: String(args[0]),
        });
      operation(...args);
    };
  const io: ThemeIo = {
    mkdir: wrap(NODE_IO.mkdir),
    writeFile: wrap(NODE_IO.writeFile),
    rename: wrap(NODE_IO.rename),
    rmdir: wrap(NODE_IO.rmdir),
  };
  return io;
}

describe('an I/O error while installing or uninstalling', () => {
  it('at any step of an install: the error, and the theme byte for byte as it was', () => {
    // An earlier install, so that this one replaces, removes and adds files.
    installTheme(build, theme);
    const newer = join(root, 'newer');
    writeStandInBuild(newer, 'NEWER', 'Your autoship');
    const before = state();
    let steps = 0;
    for (let failAt = 1; ; failAt += 1) {
      let error: unknown = null;
      try {
        installTheme(newer, theme, failing(failAt));
      } catch (caught) {
        error = caught;
      }
      if (error === null) {
        steps = failAt - 1;
        break;
      }
      expect(String(error)).toMatch(/could not write .+ \(the disk is full\)/);
      expect(state()).toEqual(before);
      expect(existsSync(join(theme, STAGING))).toBe(false);
    }
    // Every operation was tried failing: the last run, failing none, completed the upgrade.
    expect(steps).toBeGreaterThan(10);
    expect(state()).not.toEqual(before);
  });

  it('at any step of an uninstall: the same', () => {
    installTheme(build, theme);
    const before = state();
    let failAt = 1;
    for (; ; failAt += 1) {
      try {
        uninstallTheme(theme, failing(failAt));
        break;
      } catch (error) {
        expect(String(error)).toMatch(/the disk is full/);
        expect(state()).toEqual(before);
        expect(existsSync(join(theme, STAGING))).toBe(false);
      }
    }
    expect(failAt).toBeGreaterThan(10);
    expect(existsSync(join(theme, 'sections', 'autoship-app.liquid'))).toBe(false);
  });

  it.each([
    [
      'a folder where the section belongs',
      'sections/autoship-app.liquid/old.liquid',
      /^theme:install: sections\/autoship-app.liquid is a folder \(or not a plain file\) where a file belongs; nothing was changed$/,
    ],
    [
      'a folder where a locale file belongs',
      'locales/de.json/x',
      /^theme:install: could not read locales\/de.json \(a folder is where a file belongs\); nothing was changed$/,
    ],
    [
      'a file where the snippets folder belongs',
      'snippets',
      /^theme:install: snippets is a file where a folder belongs; nothing was changed$/,
    ],
  ])('%s: one line, exit 1, nothing changed', (_case, path, line) => {
    rmSync(join(theme, path.split('/').slice(0, 2).join('/')), { recursive: true, force: true });
    write(join(theme, path), 'in the way\n');
    const before = state();
    const { code, lines } = runCommand(main, ['--theme', theme, '--build', build]);
    expect([code, lines]).toEqual([1, [expect.stringMatching(line)]]);
    expect(state()).toEqual(before);
  });

  it('a staging folder left by a run that was stopped: refuses, naming it, nothing changed', () => {
    mkdirSync(join(theme, STAGING, 'old'), { recursive: true });
    write(join(theme, STAGING, 'old', 'replaced-0'), 'a file the stopped run had moved aside');
    const before = state();
    const { code, lines } = runCommand(uninstall, ['--theme', theme]);
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    const installed = runCommand(main, ['--theme', theme, '--build', build]);
    expect(installed.code).toBe(1);
    expect(installed.lines).toEqual([expect.stringContaining(`${STAGING} is in the theme`)]);
    expect(state()).toEqual(before);
  });
});
