/**
 * A theme's locale files by name: `de.json` holds the storefront's German texts,
 * `de.default.schema.json` the theme editor's labels in the theme's default language (German).
 * The app's keys in them: `autoship` in a text file, `sections.autoship` (the section's labels)
 * and `settings_schema.autoship` (its theme settings group's) in a schema file.
 */
export interface LocaleKind {
  /** `de`, `pt-BR`. */
  language: string;
  isDefault: boolean;
  schema: boolean;
}

/** `de.default.schema.json` → { language: 'de', isDefault: true, schema: true }. */
export function describeLocale(file: string): LocaleKind | null {
  const match = /^([\w-]+?)(\.default)?(\.schema)?\.json$/.exec(file);
  return match?.[1]
    ? { language: match[1], isDefault: match[2] !== undefined, schema: match[3] !== undefined }
    : null;
}

/** The app's key paths in a locale file of this kind. */
export function appKeys(schema: boolean): string[][] {
  return schema
    ? [
        ['sections', 'autoship'],
        ['settings_schema', 'autoship'],
      ]
    : [['autoship']];
}
