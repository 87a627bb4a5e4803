import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './json-text.ts';

/**
 * A theme's files as the commands read them: a file a past build re-wrote is read as its
 * repaired text (./past-install.ts), so that planning from it gives the theme's own bytes back.
 */
export class ThemeReader {
  constructor(
    readonly root: string,
    readonly repaired: ReadonlyMap<string, string> = new Map(),
  ) {}

  exists(file: string): boolean {
    return existsSync(join(this.root, file));
  }

  /** The names in a theme folder, sorted; none when it is not there. */
  list(folder: string): string[] {
    return this.exists(folder) ? readdirSync(join(this.root, folder)).sort() : [];
  }

  json(file: string, kind: 'object' | 'array'): { text: string; value: unknown } {
    return readJson(join(this.root, file), file, kind, this.repaired.get(file));
  }
}
