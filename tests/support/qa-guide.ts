import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * docs/qa.md's day-one bug in the guide's own words: the link, the buttons its steps click and
 * what the page then says; and the quiet failure beside it, whose call the guide finds in the
 * request log. Tests follow these, so the guide cannot drift from what the app does.
 */
export interface GuidedFailure {
  /** The path and query the guide gives (`/pages/…?scenario=…&fault=…`). */
  link: string;
  /** The buttons to click, in order, by their names. */
  clicks: string[];
}

export interface DayOneBug extends GuidedFailure {
  /** What the guide says the page shows once the call failed. */
  pageSays: string;
}

export interface QuietFailure extends GuidedFailure {
  /** What the guide says the request log shows for the call. */
  logSays: string[];
}

const GUIDE = resolve(import.meta.dirname, '../../docs/qa.md');

function dayOneSection(): string {
  const guide = readFileSync(GUIDE, 'utf8');
  const start = guide.indexOf('\n## Day one');
  if (start < 0) throw new Error('docs/qa.md: no "## Day one" section');
  return guide.slice(start + 1).split('\n## ')[0] ?? '';
}

/** A paragraph or list item's text on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function linkIn(text: string, where: string): string {
  const link = /`(\/pages\/[^`]+)`/.exec(text)?.[1];
  if (!link) throw new Error(`docs/qa.md: no /pages/ link in ${where}`);
  return link;
}

/** Step `n.` of the day-one list. */
function step(section: string, n: number): string {
  const item = new RegExp(`^${n}\\. ([\\s\\S]*?)(?=^\\d+\\. |^$)`, 'm').exec(section)?.[1];
  if (!item) throw new Error(`docs/qa.md: no step ${n} in "Day one"`);
  return oneLine(item);
}

export function dayOneBug(): DayOneBug {
  const section = dayOneSection();
  const reproduce = step(section, 3);
  const pageSays = /“([^”]+)”/.exec(reproduce)?.[1];
  if (!pageSays) throw new Error('docs/qa.md: step 3 quotes nothing the page says');
  return {
    link: linkIn(step(section, 2), 'step 2'),
    clicks: [...reproduce.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? ''),
    pageSays,
  };
}

export function quietFailure(): QuietFailure {
  const paragraph = dayOneSection()
    .split(/\n\s*\n/)
    .map(oneLine)
    .find((text) => text.startsWith('Not every failure shows on the page'));
  if (!paragraph) throw new Error('docs/qa.md: no "Not every failure shows on the page" paragraph');
  const [beforeLog = '', inLog = ''] = paragraph.split('**Requests**');
  return {
    link: linkIn(beforeLog, 'the quiet failure'),
    clicks: [...beforeLog.matchAll(/click on \*\*([^*]+)\*\*/g)].map((match) => match[1] ?? ''),
    logSays: [...inLog.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
  };
}
