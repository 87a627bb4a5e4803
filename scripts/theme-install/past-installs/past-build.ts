import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themeKey } from '#scripts/i18n/catalogue-files.ts';
import type { Json } from '#scripts/theme-install/json-text.ts';
import { catalogueOf, git, pastFiles } from './history.ts';

/** `texts` as a past build nested them in its locale file (scripts/i18n/catalogue-files.ts). */
function localeFile(keys: string[], texts: Record<string, string>): Json {
  const root: Json = {};
  for (const key of keys) {
    const text = texts[key];
    if (text === undefined) continue;
    const names = themeKey(key).split('.');
    let node = root;
    for (const name of names.slice(0, -1)) node = (node[name] ??= {}) as Json;
    node[names.at(-1) ?? ''] = text;
  }
  return root;
}

/**
 * What the theme build of `commit` wrote that theme:install read: its texts, its section's and
 * settings group's labels, the group, the section, the snippets kept in scripts/theme/ and the
 * templates, as the build laid them out; the snippets and assets the build generated stand in
 * by name only (their contents are the compiled app, which no install reads).
 */
export function writePastBuild(commit: string, out: string): void {
  const show = (path: string) => git('show', `${commit}:${path}`);
  const write = (file: string, text: string) => {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), text.endsWith('\n') ? text : `${text}\n`);
  };
  const scratch = mkdtempSync(join(tmpdir(), 'autoship-past-build-'));
  try {
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({ type: 'module', imports: { '#src/*': './src/*' } }),
    );
    execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C ${scratch}`]);
    const i18n = join(scratch, 'src', 'domain', 'i18n');
    const english = catalogueOf(join(i18n, 'en.ts'), 'en') ?? {};
    for (const language of ['en', 'de', 'fr', 'es']) {
      const texts = catalogueOf(join(i18n, `${language}.ts`), language) ?? {};
      const name = language === 'en' ? 'en.default' : language;
      write(
        `locales/${name}.json`,
        JSON.stringify(localeFile(Object.keys(english), texts), null, 2),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const file of git('ls-tree', '--name-only', `${commit}:scripts/theme/locales`).split('\n'))
    write(`locales/${file}`, show(`scripts/theme/locales/${file}`));
  write('install/autoship-settings.json', show('scripts/theme/autoship-settings.json'));
  for (const file of git('ls-tree', '--name-only', `${commit}:scripts/theme`).split('\n')) {
    if (!file.endsWith('.liquid')) continue;
    const folder = file === 'autoship-app.liquid' ? 'sections' : 'snippets';
    write(`${folder}/${file}`, show(`scripts/theme/${file}`));
  }
  for (const file of pastFiles())
    if (file.startsWith('templates/'))
      write(
        file,
        JSON.stringify(
          { sections: { main: { type: 'autoship-app', settings: {} } }, order: ['main'] },
          null,
          2,
        ),
      );
  for (const file of [
    'autoship-early-call',
    'autoship-entry',
    'autoship-page-styles',
    'autoship-messages',
  ])
    if (!existsSync(join(out, 'snippets', `${file}.liquid`)))
      write(
        `snippets/${file}.liquid`,
        `{%- comment -%} stands in for the build's ${file}.liquid {%- endcomment -%}`,
      );
  for (const file of ['autoship-app-PAST.js', 'autoship-app-PAST.css'])
    write(`assets/${file}`, `/* stands in for the build's ${file.replace('PAST', '<hash>')} */`);
}
