import { readFileSync } from 'node:fs';
import jsonc from 'jsonc-parser';

/**
 * A theme's JSON files as text: read with Shopify's leading `/* … *\/` comment allowed, and
 * edited in place (jsonc-parser's edits), so every byte a change does not concern stays as it
 * was. Dawn's files do not survive a parse and re-stringify: keys such as "404" move to the
 * front and hand-made spacing is lost; an install then an uninstall must give the file back.
 */
export type Json = { [key: string]: unknown };

/** A theme or build file that cannot be read: the one line the command prints. */
export class ThemeFileError extends Error {}

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** The value of a JSON text; `label` names the file in the error. */
export function parseJson(text: string, label: string): unknown {
  const errors: jsonc.ParseError[] = [];
  const value: unknown = jsonc.parse(text, errors, { allowTrailingComma: false });
  const first = errors[0];
  if (first) {
    const problem = jsonc.printParseErrorCode(first.error);
    throw new ThemeFileError(
      `${label} is not valid JSON (${problem} at ${lineAndColumn(text, first.offset)}): ` +
        'correct or restore it, then run the command again',
    );
  }
  return value;
}

/** A file's text and value; a JSON object is expected where `kind` is 'object'. */
export function readJson(
  path: string,
  label: string,
  kind: 'object' | 'array',
): { text: string; value: unknown } {
  const text = readFileSync(path, 'utf8');
  const value = parseJson(text, label);
  const isArray = Array.isArray(value);
  const isObject = typeof value === 'object' && value !== null && !isArray;
  if (kind === 'array' ? !isArray : !isObject)
    throw new ThemeFileError(`${label} is not valid here: a JSON ${kind} is expected`);
  return { text, value };
}

/** `text` with the value at `path` set (added where missing) or, for undefined, removed. */
export function editJson(text: string, path: (string | number)[], value: unknown): string {
  return jsonc.applyEdits(text, jsonc.modify(text, path, value, FORMAT));
}

/** `text` (a JSON array) with `value` added at its end. */
export function appendJson(text: string, value: unknown): string {
  return jsonc.applyEdits(text, jsonc.modify(text, [-1], value, { ...FORMAT, isArrayInsertion: true }));
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
