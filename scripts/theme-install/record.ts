import { isObject } from './json-text.ts';
import { ThemeFileError } from './theme-errors.ts';
import type { ThemeReader } from './theme-reader.ts';

/**
 * What theme:install put into a theme, kept in the theme beside the app's assets: the next
 * install tells from it which of the app's texts a store changed (they differ from what the app
 * wrote), and theme:uninstall takes out exactly this and nothing else (decision 055).
 */
export const RECORD = 'assets/autoship-install.json';

export interface LocaleRecord {
  /** The file did not exist before the app's first install. */
  created: boolean;
  /** `sections`/`settings_schema` objects the install added to a schema file. */
  containers: string[];
  /** The app's keys as the build had them when they were last installed. */
  texts?: Record<string, unknown>;
  /** Instead of `texts`: the file whose recorded texts these are too. */
  sameAs?: string;
}

export interface InstallRecord {
  /** The build's files copied in (assets/, sections/, snippets/). */
  files: string[];
  /** Templates the install created (not ones the theme had). */
  templates: string[];
  /** The name of the app's group in config/settings_schema.json. */
  settingsGroup: string;
  /** config/settings_schema.json did not exist before the app's first install. */
  settingsCreated: boolean;
  /** Theme locale file → what the app wrote into it. */
  locales: Record<string, LocaleRecord>;
  /** Folders the install created. */
  folders: string[];
}

function isRecord(value: unknown): value is InstallRecord {
  return (
    isObject(value) &&
    Array.isArray(value['files']) &&
    Array.isArray(value['templates']) &&
    typeof value['settingsGroup'] === 'string' &&
    typeof value['settingsCreated'] === 'boolean' &&
    isObject(value['locales']) &&
    Array.isArray(value['folders'])
  );
}

/** The theme's record, or null before the first install by a version that keeps one. */
export function readRecord(theme: ThemeReader): InstallRecord | null {
  if (!theme.exists(RECORD)) return null;
  const { value } = theme.json(RECORD, 'object');
  if (!isRecord(value))
    throw new ThemeFileError(`${RECORD} is not theme:install's record: restore it from a backup`);
  return value;
}

/** The texts the record says the app last wrote into a locale file. */
export function recordedTexts(record: InstallRecord, file: string): unknown {
  let entry = record.locales[file];
  // `sameAs` names a file with texts of its own; a few steps guard against a hand-edited loop.
  for (let step = 0; entry && step < 4; step += 1) {
    if (entry.texts) return entry.texts;
    entry = entry.sameAs ? record.locales[entry.sameAs] : undefined;
  }
  return undefined;
}

export function recordText(record: InstallRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
