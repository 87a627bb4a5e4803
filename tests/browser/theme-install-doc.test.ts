import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { editJson } from '#scripts/theme-install/json-text.ts';
import { snapshot, write, writeStandInTheme } from '#tests/support/stand-in-theme.ts';

/**
 * docs/theme-install.md as a theme developer follows it: its `sh` blocks run as written (THEME
 * a stand-in store theme; `npm run build:theme` is the global setup's build, `inject('themeDir')`),
 * and what they print is what the page shows.
 */
const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs', 'theme-install.md'), 'utf8');
const blocks = (kind: string) =>
  [...doc.matchAll(new RegExp(`^\`\`\`${kind}\\n([\\s\\S]*?)^\`\`\``, 'gm'))].map(
    (m) => m[1] ?? '',
  );
const shBlock = (command: string) => blocks('sh').find((block) => block.includes(command)) ?? '';
const textBlock = (start: string) => blocks('text').find((block) => block.startsWith(start)) ?? '';

const folder = mkdtempSync(join(tmpdir(), 'autoship-doc-'));
const theme = join(folder, 'theme');
writeStandInTheme(theme);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runBlock(block: string) {
  // The build is the global setup's (dist-theme/, the folder the command reads by default).
  const script = block.replace(/^npm run build:theme\n/m, '');
  const result = spawnSync('bash', ['-eu', '-c', script], {
    cwd: root,
    env: { ...process.env, THEME: theme },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('docs/theme-install.md, run as written', () => {
  it('shows an install block and an uninstall block', () => {
    expect(shBlock('npm run theme:install')).toContain('npm run build:theme');
    expect(inject('themeDir')).toBe(join(root, 'dist-theme'));
    expect(shBlock('npm run theme:uninstall')).not.toBe('');
  });

  it('install, a store’s wording kept on upgrade, a refusal, uninstall: the theme as it was', () => {
    const before = snapshot(theme);
    const install = runBlock(shBlock('npm run theme:install'));
    expect(install.code).toBe(0);
    // The stand-in is a theme the build does not know: the line the page shows for one.
    expect(install.out).toContain(textBlock('theme: Stand-in:').trim());

    // The store rewords the text the page's example names.
    const kept = textBlock("kept the store's wording");
    const [, file = '', key = ''] = /locales\/(\S+): (\S+)/.exec(kept) ?? [];
    const path = join(theme, 'locales', file);
    write(path, editJson(readFileSync(path, 'utf8'), key.split('.'), 'Our own words'));
    const upgrade = runBlock(shBlock('npm run theme:install'));
    expect(upgrade.code).toBe(0);
    for (const line of kept.trimEnd().split('\n')) expect(upgrade.out).toContain(line);
    expect(readFileSync(path, 'utf8')).toContain('"Our own words"');

    // The refusal the page shows: the store added a section of its own to the app's template.
    const template = join(theme, 'templates', 'page.autoship-manage.json');
    const installed = readFileSync(template, 'utf8');
    let withFaq = editJson(installed, ['sections', 'faq'], { type: 'collapsible-content' });
    withFaq = editJson(withFaq, ['order'], ['main', 'faq']);
    write(template, withFaq);
    const refused = runBlock(shBlock('npm run theme:uninstall'));
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(textBlock('theme:uninstall:').trim());
    write(template, installed);

    expect(runBlock(shBlock('npm run theme:uninstall')).code).toBe(0);
    expect(snapshot(theme)).toEqual(before);
  }, 180_000);

  it('a broken template: the one line the page shows, nothing written', () => {
    expect(runBlock(shBlock('npm run theme:install')).code).toBe(0);
    const template = join(theme, 'templates', 'page.autoship-manage.json');
    write(template, readFileSync(template, 'utf8').replace('"order"', '"order" "x"'));
    const before = snapshot(theme);
    const broken = runBlock(shBlock('npm run theme:install'));
    expect(broken.code).toBe(1);
    const shown = textBlock('theme:install:').trim();
    const [start = '', end = ''] = shown.split(/\(.*\)/);
    // npm's own `> script` lines come first; the command's is one line of its own.
    const line = `^${escape(start)}\\(.+ at line \\d+, column \\d+\\)${escape(end)}$`;
    expect(broken.out).toMatch(new RegExp(line, 'm'));
    expect(snapshot(theme)).toEqual(before);
  }, 120_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
