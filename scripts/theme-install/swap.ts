import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ioProblem, ThemeFileError } from './theme-errors.ts';

/**
 * All or nothing (decision 070): every new file is written to a staging folder in the theme
 * first; only then are the theme's files swapped, each by a rename (the originals moved into the
 * staging folder, the new ones moved into place). An error at any step renames everything back,
 * so the theme is byte for byte as it was; on success the staging folder and the originals in it
 * go. The staging folder is inside the theme so that every rename stays on one file system.
 */
export const STAGING = '.autoship-staging';

/** The file operations a swap makes, one call each (tests make one of them fail). */
export interface ThemeIo {
  mkdir(path: string): void;
  writeFile(path: string, bytes: Buffer): void;
  rename(from: string, to: string): void;
  rmdir(path: string): void;
}

export const NODE_IO: ThemeIo = {
  mkdir: (path) => mkdirSync(path),
  writeFile: (path, bytes) => writeFileSync(path, bytes, { flag: 'wx' }),
  rename: (from, to) => renameSync(from, to),
  rmdir: (path) => rmdirSync(path),
};

export interface Changes {
  writes: { file: string; bytes: Buffer }[];
  removes: string[];
  /** Folders to remove when the changes leave them empty. */
  folders: string[];
}

/** The theme's folders on the way to `file` that are not there yet, outermost first. */
function missingFolders(theme: string, file: string): string[] {
  const missing: string[] = [];
  for (let folder = dirname(file); folder !== '.'; folder = dirname(folder))
    if (!existsSync(join(theme, folder))) missing.unshift(folder);
  return missing;
}

/** Runs the undo steps, last first; the theme paths it could not put back. */
function rollBack(undo: { file: string; run: () => void }[]): string[] {
  const failed: string[] = [];
  for (const step of undo.reverse()) {
    try {
      step.run();
    } catch {
      failed.push(step.file);
    }
  }
  return failed;
}

function swapSteps(theme: string, stage: string, changes: Changes, io: ThemeIo) {
  const undo: { file: string; run: () => void }[] = [];
  const moveAside = (file: string, name: string) => {
    io.rename(join(theme, file), join(stage, 'old', name));
    undo.push({ file, run: () => io.rename(join(stage, 'old', name), join(theme, file)) });
  };
  return {
    undo,
    run() {
      changes.removes.forEach((file, index) => moveAside(file, `removed-${index}`));
      changes.writes.forEach(({ file }, index) => {
        if (existsSync(join(theme, file))) moveAside(file, `replaced-${index}`);
        for (const folder of missingFolders(theme, file)) {
          io.mkdir(join(theme, folder));
          undo.push({ file: folder, run: () => io.rmdir(join(theme, folder)) });
        }
        io.rename(join(stage, 'new', String(index)), join(theme, file));
        undo.push({
          file,
          run: () => io.rename(join(theme, file), join(stage, 'new', String(index))),
        });
      });
      // Deepest first: a folder the install created inside another it created.
      for (const folder of [...changes.folders].sort().reverse()) {
        const path = join(theme, folder);
        if (!existsSync(path) || readdirSync(path).length > 0) continue;
        io.rmdir(path);
        undo.push({ file: folder, run: () => io.mkdir(path) });
      }
    },
  };
}

/** Swaps the changes into the theme, all or nothing. */
export function swapIn(theme: string, changes: Changes, io: ThemeIo): void {
  // Nothing to change writes nothing, not even a staging folder (a theme folder may be read-only).
  const emptied = changes.folders.filter((folder) => {
    const path = join(theme, folder);
    return existsSync(path) && readdirSync(path).length === 0;
  });
  if (changes.writes.length + changes.removes.length + emptied.length === 0) return;
  const stage = join(theme, STAGING);
  if (existsSync(stage))
    throw new ThemeFileError(
      `${STAGING} is in the theme: another run is changing it, or one was stopped while it did ` +
        `(then ${STAGING}/old holds the files it had moved aside: put them back, delete ` +
        `${STAGING}, and run again)`,
    );
  const steps = swapSteps(theme, stage, changes, io);
  try {
    io.mkdir(stage);
    io.mkdir(join(stage, 'new'));
    io.mkdir(join(stage, 'old'));
    changes.writes.forEach(({ bytes }, index) =>
      io.writeFile(join(stage, 'new', String(index)), bytes),
    );
    steps.run();
  } catch (error) {
    const failed = rollBack(steps.undo);
    // What is left in the staging folder is then the new files only, or nothing at all.
    if (failed.length === 0) rmSync(stage, { recursive: true, force: true });
    const problem = ioProblem(error, [theme]) ?? String(error);
    if (failed.length > 0)
      throw new ThemeFileError(
        `${problem}, and ${failed.length} change(s) could not be undone (${failed.join(', ')}): ` +
          `the files moved aside are in ${STAGING}/old`,
        true,
      );
    if (ioProblem(error, [theme]) === null) throw error;
    throw new ThemeFileError(problem);
  }
  // Done: the originals moved aside and the staging folder go.
  rmSync(stage, { recursive: true, force: true });
}
