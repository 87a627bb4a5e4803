import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';

/**
 * `npm run theme:install`: a store's theme with filled settings and the previous version's
 * assets, upgraded twice with the same build.
 */
let root: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Every file of a folder with its text, by relative path. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(folder, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(folder);
  return files;
}

const TEMPLATE = `${JSON.stringify({ sections: { main: { type: 'autoship-app', settings: {} } }, order: ['main'] }, null, 2)}\n`;

/** What the store's editor left in a template: a comment header, its settings, a second section. */
const FILLED_TEMPLATE = `/*
 * ------------------------------------------------------------
 * IMPORTANT: The contents of this file are auto-generated.
 * ------------------------------------------------------------
 */
{
  "sections": {
    "main": { "type": "autoship-app", "settings": { "color_scheme": "scheme-3", "build_plan_link": "/collections/pods" } },
    "faq": { "type": "rich-text", "settings": {} }
  },
  "order": ["main", "faq"]
}
`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'autoship-install-'));
  const build = join(root, 'build');
  for (const file of ['autoship-app-NEW.js', 'autoship-app-NEW.css', 'autoship-flag-us.svg']) {
    write(join(build, 'assets', file), `/* ${file} */`);
  }
  write(join(build, 'sections', 'autoship-app.liquid'), 'new section');
  write(join(build, 'snippets', 'autoship-entry.liquid'), 'new entry');
  write(join(build, 'templates', 'page.autoship-manage.json'), TEMPLATE);
  write(join(build, 'templates', 'page.autoship-review.json'), TEMPLATE);
  write(join(build, 'install', 'autoship-settings.json'), JSON.stringify(GROUP));

  const theme = join(root, 'theme');
  write(join(theme, 'layout', 'theme.liquid'), 'layout');
  write(join(theme, 'assets', 'base.css'), 'the theme’s own');
  write(join(theme, 'assets', 'autoship-app-OLD.js'), 'previous version');
  write(join(theme, 'assets', 'autoship-app.css'), 'previous version, unhashed');
  write(join(theme, 'sections', 'autoship-app.liquid'), 'old section');
  write(join(theme, 'templates', 'page.autoship-manage.json'), FILLED_TEMPLATE);
  write(join(theme, 'config', 'settings_schema.json'), JSON.stringify(THEME_SCHEMA, null, 2));
  write(join(theme, 'config', 'settings_data.json'), FILLED_SETTINGS);
});

/** The theme's own settings groups, and an earlier version of the app's. */
const THEME_SCHEMA = [
  { name: 'theme_info', theme_name: 'Dawn' },
  { name: 'Colors', settings: [{ type: 'color', id: 'accent', label: 'Accent' }] },
  { name: 'Autoship', settings: [{ type: 'text', id: 'autoship_old', label: 'Old' }] },
];

/** The new build's group of store-wide settings. */
const GROUP = {
  name: 'Autoship',
  settings: [{ type: 'text', id: 'autoship_shop_code', label: 'Shop code' }],
};

/** The values the store entered in Theme settings (Shopify's file, comment header and all). */
const FILLED_SETTINGS = `/*
 * IMPORTANT: The contents of this file are auto-generated.
 */
{
  "current": { "accent": "#b00020", "autoship_shop_code": "DE01", "autoship_page_manage": "mein-abo" }
}
`;

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('theme:install', () => {
  it('replaces the app’s files, removes the old assets, keeps the store’s settings', () => {
    const theme = join(root, 'theme');
    const report = installTheme(join(root, 'build'), theme);

    expect(readdirSync(join(theme, 'assets')).sort()).toEqual([
      'autoship-app-NEW.css',
      'autoship-app-NEW.js',
      'autoship-flag-us.svg',
      'autoship-install.json',
      'base.css',
    ]);
    expect(report.removed.sort()).toEqual(['autoship-app-OLD.js', 'autoship-app.css']);
    expect(readFileSync(join(theme, 'sections', 'autoship-app.liquid'), 'utf8')).toBe(
      'new section',
    );
    // What the store filled is the store's: byte for byte.
    expect(readFileSync(join(theme, 'templates', 'page.autoship-manage.json'), 'utf8')).toBe(
      FILLED_TEMPLATE,
    );
    expect(readFileSync(join(theme, 'templates', 'page.autoship-review.json'), 'utf8')).toBe(
      TEMPLATE,
    );
    expect([report.templatesAdded, report.templatesKept]).toEqual([
      ['page.autoship-review.json'],
      ['page.autoship-manage.json'],
    ]);
  });

  it('run again, changes nothing', () => {
    const theme = join(root, 'theme');
    installTheme(join(root, 'build'), theme);
    const once = snapshot(theme);
    const again = installTheme(join(root, 'build'), theme);
    expect(again.removed).toEqual([]);
    expect(again.settingsGroup).toBe('unchanged');
    expect(snapshot(theme)).toEqual(once);
  });

  it('the store-wide settings: the app’s group replaced once, the theme’s kept, the values untouched', () => {
    const theme = join(root, 'theme');
    expect(installTheme(join(root, 'build'), theme).settingsGroup).toBe('replaced');
    expect(installTheme(join(root, 'build'), theme).settingsGroup).toBe('unchanged');
    const schema = JSON.parse(
      readFileSync(join(theme, 'config', 'settings_schema.json'), 'utf8'),
    ) as unknown[];
    expect(schema).toEqual([THEME_SCHEMA[0], THEME_SCHEMA[1], GROUP]);
    expect(readFileSync(join(theme, 'config', 'settings_data.json'), 'utf8')).toBe(FILLED_SETTINGS);
  });

  it('an upgrade to a newer build, run twice: only the newer build’s assets, the settings kept', () => {
    const theme = join(root, 'theme');
    installTheme(join(root, 'build'), theme);
    const newer = join(root, 'newer');
    cpSync(join(root, 'build'), newer, { recursive: true });
    for (const file of ['autoship-app-NEW.js', 'autoship-app-NEW.css'])
      rmSync(join(newer, 'assets', file));
    for (const file of ['autoship-app-NEWER.js', 'autoship-app-NEWER.css']) {
      write(join(newer, 'assets', file), `/* ${file} */`);
    }
    installTheme(newer, theme);
    const after = installTheme(newer, theme);
    expect(after.removed).toEqual([]);
    expect(readdirSync(join(theme, 'assets')).sort()).toEqual([
      'autoship-app-NEWER.css',
      'autoship-app-NEWER.js',
      'autoship-flag-us.svg',
      'autoship-install.json',
      'base.css',
    ]);
    expect(readFileSync(join(theme, 'templates', 'page.autoship-manage.json'), 'utf8')).toBe(
      FILLED_TEMPLATE,
    );
    expect(readFileSync(join(theme, 'config', 'settings_data.json'), 'utf8')).toBe(FILLED_SETTINGS);
  });

  it('puts the app’s section back into a template a store emptied, keeping the rest', () => {
    const theme = join(root, 'theme');
    write(
      join(theme, 'templates', 'page.autoship-manage.json'),
      JSON.stringify({ sections: { faq: { type: 'rich-text' } }, order: ['faq'] }),
    );
    installTheme(join(root, 'build'), theme);
    const template = JSON.parse(
      readFileSync(join(theme, 'templates', 'page.autoship-manage.json'), 'utf8'),
    ) as { sections: Record<string, { type: string }>; order: string[] };
    expect(template.order).toEqual(['main', 'faq']);
    expect(template.sections.main?.type).toBe('autoship-app');
    expect(template.sections.faq?.type).toBe('rich-text');
  });
});

describe('theme:install, locales', () => {
  const ours = (text: string) => ({ autoship: { manage: { heading: text } } });
  const ourSchema = { sections: { autoship: { name: 'Autoship' } } };

  function localesOf(theme: string): Record<string, unknown> {
    const folder = join(theme, 'locales');
    return Object.fromEntries(
      readdirSync(folder).map((file) => [
        file,
        JSON.parse(readFileSync(join(folder, file), 'utf8').replace(/^\/\*[\s\S]*?\*\/\n/, '')),
      ]),
    );
  }

  it('merges the app’s keys into the theme’s own files and keeps every other key', () => {
    const build = join(root, 'build');
    write(join(build, 'locales', 'en.default.json'), JSON.stringify(ours('My autoship')));
    write(join(build, 'locales', 'de.json'), JSON.stringify(ours('Mein Autoship')));
    write(join(build, 'locales', 'fr.json'), JSON.stringify(ours('Mon autoship')));
    write(join(build, 'locales', 'en.default.schema.json'), JSON.stringify(ourSchema));
    const theme = join(root, 'theme');
    // A theme whose default language is German, with its own texts and an app text of its own
    // (no record of what the app wrote: the store's, as far as anyone can tell).
    const german = { general: { cart: 'Warenkorb' }, autoship: { manage: { heading: 'Alt' } } };
    write(join(theme, 'locales', 'de.default.json'), `/* generated */\n${JSON.stringify(german)}`);
    write(join(theme, 'locales', 'en.json'), JSON.stringify({ general: { cart: 'Cart' } }));
    write(
      join(theme, 'locales', 'en.default.schema.json'),
      JSON.stringify({ sections: { header: { name: 'Header' } } }),
    );

    const report = installTheme(build, theme);

    // No French file: the theme speaks no French, and one with the app's keys only would lack
    // the theme's own.
    expect(report.locales.sort()).toEqual(['en.default.schema.json', 'en.json']);
    expect(report.keptTexts).toEqual(['de.default.json: autoship.manage.heading']);
    expect(localesOf(theme)).toEqual({
      'de.default.json': german,
      'en.json': { general: { cart: 'Cart' }, ...ours('My autoship') },
      'en.default.schema.json': {
        sections: { header: { name: 'Header' }, autoship: { name: 'Autoship' } },
      },
    });
    expect(readFileSync(join(theme, 'locales', 'de.default.json'), 'utf8')).toMatch(
      /^\/\* generated \*\/\n/,
    );
    const once = snapshot(theme);
    installTheme(build, theme);
    expect(snapshot(theme)).toEqual(once);
  });

  it('a theme without locales gets the app’s default language as its default', () => {
    const build = join(root, 'build');
    write(join(build, 'locales', 'en.default.json'), JSON.stringify(ours('My autoship')));
    write(join(build, 'locales', 'de.json'), JSON.stringify(ours('Mein Autoship')));
    const theme = join(root, 'theme');
    expect(installTheme(build, theme).locales).toEqual(['en.default.json']);
    expect(localesOf(theme)).toEqual({ 'en.default.json': ours('My autoship') });
  });
});
