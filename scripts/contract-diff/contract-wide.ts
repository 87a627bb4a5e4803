/**
 * Changes to the contract's own description (`info.description`), whose paragraphs state rules
 * for every call (caching, CORS, messages, time): each paragraph added or reworded is listed by
 * its bold title, as breaking for backends (a rule every backend now follows), so it needs its
 * line in docs/contract-changes.md like any other.
 */
import type { ContractChange } from './classify.ts';
import type { RedoclyChange } from './redocly-changes.ts';

/** The paragraphs of a description, by their bold title (`**CORS.** …` → `CORS`). */
function titled(text: unknown): Map<string, string> {
  const paragraphs = typeof text === 'string' ? text.split(/\n\s*\n/) : [];
  const found = new Map<string, string>();
  for (const paragraph of paragraphs) {
    const title = /^\s*\*\*([^*]+?)\.?\*\*/.exec(paragraph)?.[1];
    if (title !== undefined) found.set(title, paragraph.replace(/\s+/g, ' ').trim());
  }
  return found;
}

export function contractWideChanges(change: RedoclyChange): ContractChange[] {
  if (change.path !== '#/info' || change.property !== 'description') return [];
  const before = titled(change.base?.value);
  const after = titled(change.revision?.value);
  const changed: ContractChange[] = [];
  for (const [title, text] of after) {
    const old = before.get(title);
    if (old === text) continue;
    changed.push({
      operationId: 'contract',
      where: 'info.description',
      field: title,
      what: old === undefined ? 'rule for every call added' : 'rule for every call reworded',
      impact: 'backends',
      proposed: false,
      id: `contract info.description ${title}`,
    });
  }
  for (const title of before.keys()) {
    if (after.has(title)) continue;
    changed.push({
      operationId: 'contract',
      where: 'info.description',
      field: title,
      what: 'rule for every call removed',
      impact: 'storefronts',
      proposed: false,
      id: `contract info.description ${title}`,
    });
  }
  return changed;
}
