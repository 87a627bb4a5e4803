/**
 * The country selector's names. English keeps the table's (spec section 3); another language
 * gets the browser's own names for the ISO code (`Intl.DisplayNames`, no data in the JS). Only
 * what is shown changes: the value, and every match by name, stay the table's English names.
 */
import type { CountryTable } from './countries.ts';

export interface CountryOption {
  /** The table's name: the select's value. */
  name: string;
  /** What the shopper reads. */
  label: string;
}

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([language], { type: 'region' })
      : null;
  } catch {
    return null; // A language tag the browser refuses.
  }
}

/** The browser's name, or null where it has none (it answers with the code itself). */
function displayName(names: Intl.DisplayNames, code: string): string | null {
  try {
    const shown = names.of(code);
    return shown && shown.toUpperCase() !== code.toUpperCase() ? shown : null;
  } catch {
    return null; // A code the browser refuses (not two letters).
  }
}

/** In the table's order in English; else in the language's alphabetical order of its names. */
export function countryOptions(table: CountryTable, language: string): CountryOption[] {
  const entries = Object.entries(table);
  const names = /^en\b/i.test(language) ? null : regionNames(language);
  if (!names) return entries.map(([name]) => ({ name, label: name }));
  const collator = new Intl.Collator(language);
  return entries
    .map(([name, data]) => ({ name, label: displayName(names, data.code) ?? name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
