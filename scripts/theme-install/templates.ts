import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { editJson, isObject, readJson } from './json-text.ts';
import { ThemeFileError } from './theme-errors.ts';
import type { Plan } from './plan.ts';
import type { ThemeReader } from './theme-reader.ts';

/**
 * The build's page templates into a theme: added when missing; an existing one keeps what the
 * store set (its settings, its other sections, their order, Shopify's comment header), byte for
 * byte: only the app's section is put back when it is missing.
 */
export const APP_SECTION = 'autoship-app';

export interface TemplateJson {
  sections: Record<string, { type?: unknown }>;
  order: string[];
}

/** A template's text and value, or the one-line error naming it. */
export function readTemplate(read: { text: string; value: unknown }, label: string) {
  const { text, value } = read;
  const json = value as Partial<TemplateJson>;
  if (!isObject(json.sections) || !Array.isArray(json.order))
    throw new ThemeFileError(`${label} is not a JSON template: it needs "sections" and "order"`);
  return { text, json: json as TemplateJson };
}

/** A theme's template, read and checked. */
export function themeTemplate(theme: ThemeReader, name: string) {
  return readTemplate(theme.json(name, 'object'), name);
}

/** The store's template with the build's section put back if it went missing. */
function mergeTemplate(existing: { text: string; json: TemplateJson }, built: TemplateJson) {
  const { sections, order } = existing.json;
  if (Object.values(sections).some((section) => section.type === APP_SECTION)) return existing.text;
  let text = existing.text;
  let nextOrder = order;
  for (const [key, section] of Object.entries(built.sections)) {
    const id = key in sections ? `autoship-${key}` : key;
    text = editJson(text, ['sections', id], section);
    nextOrder = [id, ...nextOrder.filter((item) => item !== id)];
  }
  return editJson(text, ['order'], nextOrder);
}

/**
 * Plans the templates; `created`: the templates an earlier install created (the record, or what
 * past builds created), which stay the app's to remove.
 */
export function planTemplates(build: string, theme: ThemeReader, plan: Plan, created: string[]) {
  const result = { added: [] as string[], kept: [] as string[], created: [] as string[] };
  for (const file of readdirSync(join(build, 'templates')).sort()) {
    const name = `templates/${file}`;
    const built = readTemplate(
      readJson(join(build, name), `build ${name}`, 'object'),
      `build ${name}`,
    );
    if (!theme.exists(name)) {
      plan.writes.set(name, { text: built.text });
      result.added.push(file);
      result.created.push(name);
      continue;
    }
    if (created.includes(name)) result.created.push(name);
    plan.writes.set(name, { text: mergeTemplate(themeTemplate(theme, name), built.json) });
    result.kept.push(file);
  }
  return result;
}
