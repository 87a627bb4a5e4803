/**
 * The generated artefacts match what `npm run generate` makes from the working files, edits not
 * yet committed included: it generates into a temporary copy of the working tree and reports
 * every file generating changed there, so no list of generated paths can go stale, nothing of
 * the developer's is written over, and an edit made while it runs is not mistaken for drift.
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Outcome } from './run-step.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The working tree's files: tracked and new ones, not what .gitignore leaves out. */
function workingFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed.split('\0').filter((path) => path !== '' && existsSync(join(root, path)));
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

function differences(copy: string, before: ReadonlyMap<string, string>): string[] {
  const after = new Set(filesUnder(copy).filter((path) => !path.startsWith('node_modules')));
  const changed = [...after].filter((path) => before.get(path) !== digest(join(copy, path)));
  const removed = [...before.keys()].filter((path) => !after.has(path));
  return [...changed, ...removed].sort();
}

export async function generatedUpToDate(): Promise<Outcome> {
  const copy = mkdtempSync(join(tmpdir(), 'autoship-generate-'));
  try {
    const before = new Map<string, string>();
    for (const path of workingFiles()) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      copyFileSync(join(root, path), join(copy, path));
      before.set(path, digest(join(copy, path)));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const run = spawnSync(process.execPath, ['scripts/generate.mjs'], {
      cwd: copy,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) {
      console.error('generate failed in a copy of the working tree: run `npm run generate`');
      return { exitCode: 1, outputTail: '' };
    }
    const stale = differences(copy, before);
    if (stale.length === 0) return { exitCode: 0, outputTail: '' };
    console.error(
      'generating from the working tree changes these files:\n' +
        stale.map((path) => `  ${path}\n`).join('') +
        'run `npm run generate` and commit the result',
    );
    return { exitCode: 1, outputTail: '' };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
