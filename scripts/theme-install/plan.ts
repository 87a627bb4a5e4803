import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

function sameBytes(path: string, change: { text: string } | { copy: string }): boolean {
  if (!existsSync(path)) return false;
  const now = readFileSync(path);
  return 'text' in change
    ? now.equals(Buffer.from(change.text))
    : now.equals(readFileSync(change.copy));
}

/** Carries the plan out; returns the theme paths it changed. */
export function applyPlan(theme: string, plan: Plan): string[] {
  const changed: string[] = [];
  for (const file of plan.removes) {
    if (!existsSync(join(theme, file))) continue;
    rmSync(join(theme, file));
    changed.push(file);
  }
  for (const [file, change] of plan.writes) {
    const path = join(theme, file);
    if (sameBytes(path, change)) continue;
    mkdirSync(dirname(path), { recursive: true });
    if ('text' in change) writeFileSync(path, change.text);
    else copyFileSync(change.copy, path);
    changed.push(file);
  }
  for (const folder of plan.folders) {
    const path = join(theme, folder);
    if (existsSync(path) && readdirSync(path).length === 0) rmdirSync(path);
  }
  return changed;
}
