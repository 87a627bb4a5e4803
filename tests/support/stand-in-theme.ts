import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { vi } from 'vitest';

/**
 * A store's theme as small as theme:install's tests need, with the habits of Dawn's files that
 * a careless rewrite would break: Shopify's comment headers, a locale key "404" after others
 * (a parsed object puts it first), hand-made spacing, a schema file without a
 * `settings_schema` object; and a theme build of the same shape as dist-theme/.
 */
export function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Every file of a folder with its text, by relative path. */
export function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(folder, path)] = readFileSync(path, 'utf8');
  }
  return files;
}

/** Runs a command (theme:install's or theme:uninstall's main); its exit code and every line it printed. */
export function runCommand(command: (argv: string[]) => number, argv: string[]) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(...args.join(' ').split('\n'));
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  try {
    return { code: command(argv), lines };
  } finally {
    vi.restoreAllMocks();
  }
}

/** Every folder under `folder`, by relative path: an empty one left behind shows here. */
export function folders(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

const HEADER = `/*
 * ------------------------------------------------------------
 * IMPORTANT: The contents of this file are auto-generated.
 * ------------------------------------------------------------
 */
`;

const THEME_FILES: Record<string, string> = {
  'layout/theme.liquid': '<html><body>{{ content_for_layout }}</body></html>\n',
  'assets/base.css': '.page-width { max-width: 120rem; }\n',
  'sections/main-page.liquid': '<div class="page-width">{{ page.content }}</div>\n',
  'templates/page.json': `${HEADER}{
  "sections": {
    "main": {
      "type": "main-page",
      "settings": {}
    }
  },
  "order": ["main"]
}
`,
  'config/settings_schema.json': `[
  {
    "name": "theme_info",
    "theme_name": "Stand-in"
  },
  {
    "name": "t:settings_schema.colors.name",
    "settings": [{ "type": "color", "id": "accent", "label": "Accent" }]
  }
]
`,
  'config/settings_data.json': `${HEADER}{
  "current": "Default",
  "presets": { "Default": { "accent": "#121212" } }
}
`,
  'locales/en.default.json': `{
  "general": {
    "cart": "Cart"  ,
    "password_page": { "login_form_heading": "Enter store using password:" }
  },
  "templates": {
    "search": { "title": "Search results" },
    "404": {
      "title": "Page not found"
    }
  }
}
`,
  'locales/de.json': `${HEADER}{
  "general": { "cart": "Warenkorb" }
}
`,
  'locales/en.default.schema.json': `{
  "settings_schema": {
    "colors": { "name": "Colors" }
  },
  "sections": {
    "main-page": { "name": "Page" }
  }
}
`,
  'locales/de.schema.json': `{
  "sections": {
    "main-page": { "name": "Seite" }
  }
}
`,
};

export function writeStandInTheme(folder: string): void {
  for (const [file, text] of Object.entries(THEME_FILES)) write(join(folder, file), text);
}

const TEMPLATE = `${JSON.stringify({ sections: { main: { type: 'autoship-app', settings: {} } }, order: ['main'] }, null, 2)}\n`;

/** The build's texts: `heading` is the manage page's heading in English. */
export function buildTexts(heading = 'My autoship'): Record<string, string> {
  return {
    'en.default.json': JSON.stringify({
      autoship: { manage: { heading, empty: 'No plan yet' }, common: { close: 'Close' } },
    }),
    'de.json': JSON.stringify({
      autoship: { manage: { heading: 'Mein Autoship', empty: 'Noch kein Plan' } },
    }),
    'en.default.schema.json': JSON.stringify({
      sections: { autoship: { name: 'Autoship' } },
      settings_schema: { autoship: { name: 'Autoship' } },
    }),
    'de.schema.json': JSON.stringify({
      sections: { autoship: { name: 'Autoship' } },
      settings_schema: { autoship: { name: 'Autoship' } },
    }),
  };
}

/** A theme build as `npm run build:theme` lays it out; `hash` stands for its assets' hashes. */
export function writeStandInBuild(folder: string, hash = 'NEW', heading?: string): void {
  for (const file of [`autoship-app-${hash}.js`, `autoship-app-${hash}.css`, 'autoship-flag.svg'])
    write(join(folder, 'assets', file), `/* ${file} */\n`);
  write(join(folder, 'sections', 'autoship-app.liquid'), 'the section\n');
  write(join(folder, 'snippets', 'autoship-entry.liquid'), 'the entry\n');
  write(join(folder, 'templates', 'page.autoship-manage.json'), TEMPLATE);
  write(join(folder, 'templates', 'page.autoship-review.json'), TEMPLATE);
  write(
    join(folder, 'install', 'autoship-settings.json'),
    JSON.stringify({
      name: 't:settings_schema.autoship.name',
      settings: [{ type: 'text', id: 'autoship_shop_code', label: 'Shop code' }],
    }),
  );
  for (const [file, text] of Object.entries(buildTexts(heading)))
    write(join(folder, 'locales', file), text);
}

/** A fresh temporary folder holding the stand-in theme (`theme/`) and a build (`build/`). */
export function standInFolders(name: string): { root: string; theme: string; build: string } {
  const root = mkdtempSync(join(tmpdir(), `autoship-${name}-`));
  const folders = { root, theme: join(root, 'theme'), build: join(root, 'build') };
  writeStandInTheme(folders.theme);
  writeStandInBuild(folders.build);
  return folders;
}
