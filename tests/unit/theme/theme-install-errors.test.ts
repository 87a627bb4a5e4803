import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import main from '#scripts/theme-install/main.ts';
import uninstall from '#scripts/theme-install/uninstall-main.ts';
import { snapshot, write, standInFolders, runCommand } from '#tests/support/stand-in-theme.ts';

/**
 * A theme file that is not valid JSON stops theme:install and theme:uninstall with one line
 * naming it, exit 1, before any file is written; Shopify's leading comment is not a fault.
 */
let root: string;
let theme: string;
let build: string;

beforeEach(() => {
  ({ root, theme, build } = standInFolders('errors'));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const install = () => runCommand(main, ['--theme', theme, '--build', build]);

describe('theme:install and theme:uninstall, a broken file', () => {
  it.each([
    [
      'templates/page.autoship-manage.json',
      '{ "sections": { "main": { "type" "autoship-app" } } }',
    ],
    ['config/settings_schema.json', '[{ "name": "theme_info", }]'],
    ['locales/de.json', '/* Shopify */\n{ "general": { "cart": "Warenkorb" }'],
  ])('%s: one line naming it, exit 1, nothing written', (file, text) => {
    write(join(theme, file), text);
    const before = snapshot(theme);
    const { code, lines } = install();
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^theme:install: ${file} is not valid JSON \\(.+ at line \\d+, column \\d+\\)`),
    );
    expect(lines[0]).toMatch(/nothing was changed$/);
    expect(snapshot(theme)).toEqual(before);
  });

  it('names the line and column of the fault', () => {
    write(
      join(theme, 'templates', 'page.autoship-manage.json'),
      '{\n  "sections": {\n    "main" {}\n',
    );
    expect(install().lines[0]).toContain('(colon expected at line 3, column 12)');
  });

  it('reads a template under Shopify’s comment header as any other', () => {
    const header = '/*\n * IMPORTANT: The contents of this file are auto-generated.\n */\n';
    const template = `${header}{ "sections": { "main": { "type": "autoship-app", "settings": { "color_scheme": "scheme-2" } } }, "order": ["main"] }\n`;
    write(join(theme, 'templates', 'page.autoship-manage.json'), template);
    expect(install().code).toBe(0);
    expect(readFileSync(join(theme, 'templates', 'page.autoship-manage.json'), 'utf8')).toBe(
      template,
    );
  });

  it('uninstall: a broken locale file stops it before any file goes', () => {
    expect(install().code).toBe(0);
    write(join(theme, 'locales', 'en.default.schema.json'), '{ "sections": ');
    const installed = snapshot(theme);
    const { code, lines } = runCommand(uninstall, ['--theme', theme]);
    expect([code, lines.length]).toEqual([1, 1]);
    expect(lines[0]).toMatch(/^theme:uninstall: locales\/en.default.schema.json is not valid JSON/);
    expect(snapshot(theme)).toEqual(installed);
  });
});
