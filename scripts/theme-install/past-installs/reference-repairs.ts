import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalText, type Hunk, type Repair } from './repair.ts';

/**
 * How the JSON files past builds re-wrote go back to a reference theme's own bytes: for each one
 * whose bytes the re-writing changed, the hashes of both forms and the line changes between them.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The line changes that turn `from` into `to`, by GNU diff over their `\n`-separated parts. */
function hunks(from: string, to: string): Hunk[] {
  const scratch = mkdtempSync(join(tmpdir(), 'autoship-diff-'));
  try {
    // One part per line, the last (empty after a final newline) included, so a missing final
    // newline is a change like any other.
    writeFileSync(join(scratch, 'a'), `${from.split('\n').join('\n')}\n`);
    writeFileSync(join(scratch, 'b'), `${to.split('\n').join('\n')}\n`);
    const diff = spawnSync('diff', [join(scratch, 'a'), join(scratch, 'b')], { encoding: 'utf8' });
    const result: Hunk[] = [];
    for (const block of diff.stdout.split(/^(?=\d)/m)) {
      const head = /^(\d+)(?:,(\d+))?([acd])\d+(?:,\d+)?$/m.exec(block);
      if (!head) continue;
      const [, start = '0', end, kind] = head;
      const first = Number(start);
      const count = kind === 'a' ? 0 : Number(end ?? start) - first + 1;
      const insert = [...block.matchAll(/^> (.*)$/gm)].map((line) => line[1] ?? '');
      result.push({ at: kind === 'a' ? first : first - 1, remove: count, insert });
    }
    return result;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The JSON files a past build re-wrote in a theme, where its re-writing changed their bytes. */
const REWRITTEN = [
  'config/settings_schema.json',
  ...['en.default', 'de', 'fr', 'es'].flatMap((name) => [
    `locales/${name}.json`,
    `locales/${name}.schema.json`,
  ]),
];

export function repairs(
  reference: string,
  themes: string[],
): { themes: object[]; repairs: Repair[] } {
  const list: Repair[] = [];
  const notices = themes.map((theme) => ({
    theme,
    licence: readFileSync(join(reference, theme, 'LICENSE.md'), 'utf8'),
  }));
  for (const theme of themes)
    for (const file of REWRITTEN) {
      const path = join(reference, theme, file);
      if (!existsSync(path)) continue;
      const original = readFileSync(path, 'utf8');
      const canonical = canonicalText(original);
      // A file a past build could not read (comments in its JSON) it never wrote.
      if (canonical === null || canonical === original) continue;
      list.push({
        file: `${theme}/${file}`,
        canonical: sha256(canonical),
        original: sha256(original),
        hunks: hunks(canonical, original),
      });
    }
  return { themes: notices, repairs: list };
}
