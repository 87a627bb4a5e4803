import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ThemeFileError } from './theme-errors.ts';
import { swapIn, type ThemeIo, NODE_IO } from './swap.ts';

/**
 * What a command will change in a theme, worked out in full (every file read and checked)
 * before the first byte is written: a file it cannot read stops it with nothing half-done.
 * Paths are the theme's (`assets/…`); a file whose bytes would not change is not written.
 */
export interface Plan {
  /** Theme path → new text, or the build file to copy. */
  writes: Map<string, { text: string } | { copy: string }>;
  removes: Set<string>;
  /** Folders to remove once empty (the ones an install created). */
  folders: string[];
}

export function emptyPlan(): Plan {
  return { writes: new Map(), removes: new Set(), folders: [] };
}

function bytesOf(change: { text: string } | { copy: string }): Buffer {
  return 'text' in change ? Buffer.from(change.text) : readFileSync(change.copy);
}

/** What is at a theme path: nothing, a file, or something a file cannot replace. */
function kindAt(theme: string, file: string): 'none' | 'file' | 'other' {
  try {
    return lstatSync(join(theme, file)).isFile() ? 'file' : 'other';
  } catch {
    return 'none';
  }
}

/** A folder on the way to `file` that is a file: the write could not go there. */
function blockedBy(theme: string, file: string): string | null {
  for (let folder = dirname(file); folder !== '.'; folder = dirname(folder))
    if (kindAt(theme, folder) === 'file') return folder;
  return null;
}

/**
 * The plan's changes as they will be made: only the files whose bytes differ, and only the
 * removals of files that are there; every place checked first, so that nothing is changed when
 * one of them cannot take its file.
 */
function changesOf(theme: string, plan: Plan) {
  const writes: { file: string; bytes: Buffer }[] = [];
  for (const [file, change] of plan.writes) {
    const kind = kindAt(theme, file);
    if (kind === 'other')
      throw new ThemeFileError(`${file} is a folder (or not a plain file) where a file belongs`);
    const folder = blockedBy(theme, file);
    if (folder) throw new ThemeFileError(`${folder} is a file where a folder belongs`);
    const bytes = bytesOf(change);
    if (kind === 'file' && readFileSync(join(theme, file)).equals(bytes)) continue;
    writes.push({ file, bytes });
  }
  const removes = [...plan.removes].filter((file) => {
    const kind = kindAt(theme, file);
    if (kind === 'other')
      throw new ThemeFileError(`${file} is a folder (or not a plain file) where a file belongs`);
    return kind === 'file';
  });
  return { writes, removes };
}

/**
 * Carries the plan out all or nothing (./swap.ts): the new files written to a staging folder,
 * then swapped in; any error puts every file back. Returns the theme paths it changed.
 */
export function applyPlan(theme: string, plan: Plan, io: ThemeIo = NODE_IO): string[] {
  const { writes, removes } = changesOf(theme, plan);
  const folders = plan.folders.filter((folder) => existsSync(join(theme, folder)));
  swapIn(theme, { writes, removes, folders }, io);
  return [...removes, ...writes.map((write) => write.file)];
}
