import { editJson, isObject, parseJson } from './json-text.ts';
import type { ThemeFacts } from './themes.ts';

/**
 * The app's section as the theme can hold it: a setting whose type needs a theme setting the
 * theme does not have is left out of its `{% schema %}` (Shopify refuses a `color_scheme`
 * setting in a theme without a `color_scheme_group`, Horizon 4 among them). The section's
 * Liquid reads such a setting as blank. Everything else is the build's, byte for byte.
 */
const NEEDS: Readonly<Record<string, string>> = { color_scheme: 'color_scheme_group' };

const SCHEMA = /(\{%-?\s*schema\s*-?%\})([\s\S]*?)(\{%-?\s*endschema\s*-?%\})/;

export function adaptSection(
  text: string,
  facts: ThemeFacts,
  label: string,
): { text: string; left: string[] } {
  const match = SCHEMA.exec(text);
  if (!match?.[2]) return { text, left: [] };
  const json = match[2];
  const schema = parseJson(json, label);
  const settings = isObject(schema) && Array.isArray(schema['settings']) ? schema['settings'] : [];
  const left: string[] = [];
  let adapted = json;
  // Last first: each removal leaves the earlier settings' places as they were.
  for (let index = settings.length - 1; index >= 0; index -= 1) {
    const setting: unknown = settings[index];
    if (!isObject(setting)) continue;
    const needs = NEEDS[String(setting['type'])];
    if (!needs || facts.settingTypes.has(needs)) continue;
    adapted = editJson(adapted, ['settings', index], undefined);
    left.unshift(String(setting['id'] ?? setting['type']));
  }
  const start = match.index + (match[1]?.length ?? 0);
  return { text: `${text.slice(0, start)}${adapted}${text.slice(start + json.length)}`, left };
}
