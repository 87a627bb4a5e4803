import { isObject } from './json-text.ts';

/**
 * The themes the app knows (decision 068): those whose CSS variables its look maps to its own.
 * A theme is told by a setting of its own that its variables are made of (the section's Liquid
 * picks the look by the same settings, so a theme built on Dawn's code is Dawn's), its name and
 * version (`theme_info`) are what the summary shows. Any other theme gets the app's plain look,
 * and theme:install says so.
 */
export interface KnownTheme {
  /** The look's name: the class `autoship-theme-<id>`. */
  id: string;
  name: string;
  /** The version its look is tested with (fixtures/themes/<id>-<version>/). */
  tested: string;
  /** The id of a setting in config/settings_schema.json that only this theme's code has. */
  setting: string;
}

export const KNOWN_THEMES: readonly KnownTheme[] = [
  { id: 'horizon', name: 'Horizon', tested: '4.1.3', setting: 'palette_primary_button_background' },
  { id: 'dawn', name: 'Dawn', tested: '15.4.1', setting: 'buttons_radius' },
];

export interface ThemeFacts {
  /** `theme_info`'s name and version, as far as the theme says them. */
  name: string | null;
  version: string | null;
  /** Whose look the app takes; null: the app's own plain look. */
  look: KnownTheme | null;
  /** The setting types of config/settings_schema.json (`color_scheme_group`, …). */
  settingTypes: Set<string>;
}

function settingsOf(groups: readonly unknown[]): Record<string, unknown>[] {
  return groups.flatMap((group) =>
    isObject(group) && Array.isArray(group['settings']) ? group['settings'].filter(isObject) : [],
  );
}

/** What theme:install reads of a theme from its config/settings_schema.json. */
export function themeFacts(groups: readonly unknown[]): ThemeFacts {
  const info = groups.find((group) => isObject(group) && group['name'] === 'theme_info');
  const text = (key: string) =>
    isObject(info) && typeof info[key] === 'string' ? (info[key] as string) : null;
  const settings = settingsOf(groups);
  const ids = new Set(settings.map((setting) => setting['id']));
  return {
    name: text('theme_name'),
    version: text('theme_version'),
    look: KNOWN_THEMES.find((theme) => ids.has(theme.setting)) ?? null,
    settingTypes: new Set(settings.map((setting) => String(setting['type']))),
  };
}

/** The summary's line about the theme and the look the app takes in it. */
export function themeLine(facts: ThemeFacts): string {
  const theme = [facts.name ?? 'a theme without a name', facts.version].filter(Boolean).join(' ');
  const { look } = facts;
  if (!look)
    return (
      `theme: ${theme}: not a theme this build knows (${KNOWN_THEMES.map((known) => known.name).join(', ')}): ` +
      "the app shows its own plain look, not the theme's; docs/theme-install.md (Another theme) " +
      "says how to give it the theme's"
    );
  const same = facts.name === look.name && facts.version === look.tested;
  return same
    ? `theme: ${theme}: the app takes ${look.name}'s look`
    : `theme: ${theme}, made of ${look.name}'s settings: the app takes ${look.name}'s look ` +
        `(tested with ${look.name} ${look.tested})`;
}
