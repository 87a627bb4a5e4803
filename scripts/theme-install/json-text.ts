import { readFileSync } from 'node:fs';
import jsonc from 'jsonc-parser';
import { ThemeFileError } from './theme-errors.ts';

/**
 * A theme's JSON files as text: read with Shopify's leading `/* … *\/` comment allowed, and
 * edited in place (jsonc-parser's edits), so every byte a change does not concern stays as it
 * was. Dawn's files do not survive a parse and re-stringify: keys such as "404" move to the
 * front and hand-made spacing is lost; an install then an uninstall must give the file back.
 */
export type Json = { [key: string]: unknown };

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
    // `CommaExpected` → `comma expected`.
    const problem = jsonc
      .printParseErrorCode(first.error)
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    throw new ThemeFileError(
      `${label} is not valid JSON (${problem} at ${lineAndColumn(text, first.offset)}): ` +
        'correct or restore it, then run the command again',
    );
  }
  return value;
}

/** A file's text; an error names the file (Node's read of a folder does not). */
function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof Error) (error as NodeJS.ErrnoException).path ??= path;
    throw error;
  }
}

/**
 * A file's text and value; a JSON object is expected where `kind` is 'object'. `known`: the
 * file's text when the caller has it already (a repaired one).
 */
export function readJson(
  path: string,
  label: string,
  kind: 'object' | 'array',
  known?: string,
): { text: string; value: unknown } {
  const text = known ?? readText(path);
  const value = parseJson(text, label);
  const isArray = Array.isArray(value);
  const isObject = typeof value === 'object' && value !== null && !isArray;
  if (kind === 'array' ? !isArray : !isObject)
    throw new ThemeFileError(`${label} is not valid here: a JSON ${kind} is expected`);
  return { text, value };
}

/** `text` with the value at `path` set (added where missing) or, for undefined, removed. */
export function editJson(text: string, path: (string | number)[], value: unknown): string {
  const root = jsonc.parseTree(text);
  if (!root) return text;
  const node = jsonc.findNodeAtLocation(root, path);
  if (value === undefined) return node ? removeNode(text, node) : text;
  if (node) return splice(text, node.offset, node.length, pretty(value, indentAt(text, node)));
  // The deepest container that exists gets the rest of the path as one new member.
  for (let depth = path.length - 1; depth >= 0; depth -= 1) {
    const parent = jsonc.findNodeAtLocation(root, path.slice(0, depth));
    if (!parent) continue;
    if (parent.type !== 'object')
      throw new Error(`editJson: ${path.join('.')} is not in an object`);
    const nested = path
      .slice(depth + 1)
      .reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
    return addMember(text, parent, `${JSON.stringify(path[depth])}: `, nested);
  }
  return text;
}

/** `text` (a JSON array) with `value` added at its end. */
export function appendJson(text: string, value: unknown): string {
  const root = jsonc.parseTree(text);
  return root?.type === 'array' ? addMember(text, root, '', value) : text;
}

/*
 * Hand-made edits rather than jsonc-parser's formatter: it re-formats the whole lines an edit
 * touches (`{ "cart": "Cart" }` on one line becomes three), so an add then a remove would not
 * give the file back. Here a member is added as `,\n<indent>"key": value` after the last one
 * and removed as exactly that.
 */
function splice(text: string, offset: number, length: number, insert: string): string {
  return `${text.slice(0, offset)}${insert}${text.slice(offset + length)}`;
}

/** The spaces that start the line `node` is on. */
function indentAt(text: string, node: jsonc.Node): string {
  const start = node.parent?.type === 'property' ? node.parent.offset : node.offset;
  const line = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
  return /^\s*/.exec(line)?.[0] ?? '';
}

function pretty(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}

function addMember(text: string, parent: jsonc.Node, key: string, value: unknown): string {
  const members = parent.children ?? [];
  const last = members.at(-1);
  if (!last) {
    const outer = indentAt(text, parent);
    const member = `\n${outer}  ${key}${pretty(value, `${outer}  `)}\n${outer}`;
    return splice(text, parent.offset + 1, parent.length - 2, member);
  }
  const indent = indentAt(text, last);
  const end = last.offset + last.length;
  return splice(text, end, 0, `,\n${indent}${key}${pretty(value, indent)}`);
}

/** A member (property or array item) out, with the separator before it (after, if first). */
function removeNode(text: string, node: jsonc.Node): string {
  const member = node.parent?.type === 'property' ? node.parent : node;
  const container = member.parent;
  const siblings = container?.children ?? [];
  const index = siblings.indexOf(member);
  const before = siblings[index - 1];
  const after = siblings[index + 1];
  const end = member.offset + member.length;
  if (before)
    return splice(text, before.offset + before.length, end - (before.offset + before.length), '');
  if (after) return splice(text, member.offset, after.offset - member.offset, '');
  // The only member: the container goes back to empty, `{}` or `[]`.
  if (!container) return text;
  return splice(text, container.offset + 1, container.length - 2, '');
}

/** The value at `path` (object keys), or undefined where the path leaves the objects. */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
