import { isDeepStrictEqual } from 'node:util';
import type { AppWrote } from './locales.ts';
import { valueAt } from './json-text.ts';
import { PAST_SETTINGS_GROUPS, pastText, recognisePastInstall } from './past-install.ts';
import { repairedTexts } from './past-installs/repair.ts';
import { readRecord, recordedTexts, type InstallRecord } from './record.ts';
import { ThemeReader } from './theme-reader.ts';

/**
 * What install and uninstall know of a theme before they plan: its files (those a past build
 * re-formatted read as the theme's own bytes), the app's record, or, for an install made before
 * the record, what past builds put in (decision 069), and so which texts are the app's.
 */
export interface ThemeContext {
  theme: ThemeReader;
  record: InstallRecord | null;
  /** The record, or the one a past build would have written; null: the app is not there. */
  previous: InstallRecord | null;
  wrote: AppWrote;
}

export function themeContext(root: string, groupName?: string): ThemeContext {
  const record = readRecord(new ThemeReader(root));
  const groups = [groupName, record?.settingsGroup, ...PAST_SETTINGS_GROUPS].filter(
    (name): name is string => name !== undefined,
  );
  const theme = new ThemeReader(root, repairedTexts(root, groups));
  const previous =
    record ?? recognisePastInstall(root, (file, kind) => theme.json(file, kind).value);
  // With a record, the app's texts are the ones it says the app wrote last; without one, any
  // text a past build wrote for that key.
  const wrote: AppWrote = record
    ? (file, key, text) =>
        isDeepStrictEqual(valueAt(recordedTexts(record, file), key.split('.')), text)
    : (_file, key, text) => pastText(key, text);
  return { theme, record, previous, wrote };
}
