import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import main from '#scripts/theme-install/main.ts';
import uninstall from '#scripts/theme-install/uninstall-main.ts';
import { editJson } from '#scripts/theme-install/json-text.ts';
import { THEME_SOURCES, sectionSchema } from '#tests/support/shopify-liquid.ts';
import { snapshot, standInFolders, write, runCommand } from '#tests/support/stand-in-theme.ts';
import { fixtureThemeCopy, type FixtureTheme } from '#tests/support/theme-fixtures.ts';

/**
 * theme:install in the themes it knows, Dawn 15.4.1 and Horizon 4.1.3 (fixtures/themes/), and in
 * one it does not: the section holds only the settings the theme can hold, and the summary says
 * whose look the app takes.
 */
const folders: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A stand-in build whose section is the real one (scripts/theme/autoship-app.liquid). */
function build(): string {
  const { root, build } = standInFolders('themes');
  folders.push(root);
  copyFileSync(
    join(THEME_SOURCES, 'autoship-app.liquid'),
    join(build, 'sections', 'autoship-app.liquid'),
  );
  return build;
}

function copy(theme: FixtureTheme): string {
  const folder = fixtureThemeCopy(theme);
  folders.push(dirname(folder));
  return folder;
}

const settingIds = (theme: string) =>
  sectionSchema(readFileSync(join(theme, 'sections', 'autoship-app.liquid'), 'utf8')).settings.map(
    (setting) => setting.id ?? setting.type,
  );

describe('theme:install, the themes it knows', () => {
  it('Horizon 4.1.3 (a colour palette, no colour schemes): the section has no colour-scheme setting, run after run', () => {
    const theme = copy('horizon-4.1.3');
    const from = build();
    const first = runCommand(main, ['--theme', theme, '--build', from]);
    expect(first.code).toBe(0);
    expect(first.lines[0]).toBe("theme: Horizon 4.1.3: the app takes Horizon's look");
    expect(first.lines).toContain(
      "the section's color_scheme setting left out: the theme has nothing it could pick (no colour schemes)",
    );
    const ids = settingIds(theme);
    expect(ids).not.toContain('color_scheme');
    // Every other setting of the build's section is there, in its order.
    const built = sectionSchema(
      readFileSync(join(from, 'sections', 'autoship-app.liquid'), 'utf8'),
    );
    expect(ids).toEqual(
      built.settings
        .map((setting) => setting.id ?? setting.type)
        .filter((id) => id !== 'color_scheme'),
    );
    const installed = snapshot(theme);
    expect(runCommand(main, ['--theme', theme, '--build', from]).code).toBe(0);
    expect(snapshot(theme)).toEqual(installed);
  });

  it('Dawn 15.4.1 (colour schemes): the section keeps the build’s colour-scheme setting', () => {
    const theme = copy('dawn-15.4.1');
    const { code, lines } = runCommand(main, ['--theme', theme, '--build', build()]);
    expect(code).toBe(0);
    expect(lines[0]).toBe("theme: Dawn 15.4.1: the app takes Dawn's look");
    expect(lines.join('\n')).not.toContain('left out');
    expect(settingIds(theme)).toContain('color_scheme');
    expect(readFileSync(join(theme, 'sections', 'autoship-app.liquid'), 'utf8')).toBe(
      readFileSync(join(THEME_SOURCES, 'autoship-app.liquid'), 'utf8'),
    );
  });

  it('a theme made of Dawn’s code under another name: Dawn’s look, and says it is tested with Dawn', () => {
    const theme = copy('dawn-15.4.1');
    const schema = join(theme, 'config', 'settings_schema.json');
    let text = editJson(readFileSync(schema, 'utf8'), [0, 'theme_name'], 'Sense');
    text = editJson(text, [0, 'theme_version'], '15.0.0');
    write(schema, text);
    expect(runCommand(main, ['--theme', theme, '--build', build()]).lines[0]).toBe(
      "theme: Sense 15.0.0, made of Dawn's settings: the app takes Dawn's look (tested with Dawn 15.4.1)",
    );
  });
});

describe('theme:install, a theme it does not know', () => {
  it('installs with the app’s plain look and says so; the section’s settings are those the theme can hold', () => {
    const { root, theme, build: from } = standInFolders('unknown');
    folders.push(root);
    copyFileSync(
      join(THEME_SOURCES, 'autoship-app.liquid'),
      join(from, 'sections', 'autoship-app.liquid'),
    );
    const before = snapshot(theme);
    const { code, lines } = runCommand(main, ['--theme', theme, '--build', from]);
    expect(code).toBe(0);
    expect(lines[0]).toBe(
      "theme: Stand-in: not a theme this build knows (Horizon, Dawn): the app shows its own plain look, not the theme's; docs/theme-install.md (Another theme) says how to give it the theme's",
    );
    // The stand-in has no colour schemes either.
    expect(settingIds(theme)).not.toContain('color_scheme');
    expect(runCommand(uninstall, ['--theme', theme]).code).toBe(0);
    expect(snapshot(theme)).toEqual(before);
  });
});
