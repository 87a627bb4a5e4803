import { createHash } from 'node:crypto';
import repairData from './repairs.json' with { type: 'json' };

/**
 * Builds before the install record parsed a theme's JSON files and wrote them back with
 * `JSON.stringify(value, null, 2)` under the file's leading comment: the values were kept, the
 * bytes were not (Dawn's `"404"` keys moved first, its hand-made spacing and final newline went).
 * A file in that form whose value, without the app's keys, is a reference theme's file is given
 * back the theme's own bytes (repairs.json, made by scripts/past-installs.mjs from the reference
 * themes, with their licence notices).
 */
export interface Hunk {
  /** Index of the first line (a part between `\n`) the change replaces. */
  at: number;
  remove: number;
  insert: string[];
}

export interface Repair {
  file: string;
  /** sha256 of the past build's form of the file (without the app's keys). */
  canonical: string;
  /** sha256 of the theme's own bytes. */
  original: string;
  hunks: Hunk[];
}

const LEADING_COMMENT = /^\s*\/\*[\s\S]*?\*\/\s*/;

/** How a past build wrote a JSON file of this value; null when it could not read the text. */
export function canonicalText(text: string): string | null {
  const header = LEADING_COMMENT.exec(text)?.[0] ?? '';
  try {
    return `${header}${JSON.stringify(JSON.parse(text.slice(header.length)), null, 2)}\n`;
  } catch {
    return null;
  }
}

/** `text` in the form a past build wrote, header included (JSON.parse's key order). */
export function isPastBuildForm(text: string): boolean {
  return canonicalText(text) === text;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The theme's own bytes of a file a past build re-wrote (`file`, `locales/de.json`), given its
 * value without the app's keys in the past build's form; null when no reference theme's file at
 * that place has that value.
 */
export function repairedText(file: string, canonical: string): string | null {
  const hash = sha256(canonical);
  const repair = (repairData.repairs as Repair[]).find(
    (item) => item.canonical === hash && item.file.endsWith(`/${file}`),
  );
  if (!repair) return null;
  const lines = canonical.split('\n');
  for (const hunk of [...repair.hunks].reverse())
    lines.splice(hunk.at, hunk.remove, ...hunk.insert);
  const text = lines.join('\n');
  return sha256(text) === repair.original ? text : null;
}
