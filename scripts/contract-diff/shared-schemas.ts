/**
 * Redocly reports a change to a shared schema (`components/schemas/Address`) once, under the
 * first operation its walk reached. A change there changes every operation that uses it, so each
 * change is repeated at every place an operation reaches the same schema, through any chain of
 * `$ref`s, in its request or its answers.
 */
import type { RedoclyChange } from './redocly-changes.ts';

type Node = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const PARTS = ['parameters', 'requestBody', 'responses'];

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const encode = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const refOf = (node: unknown) =>
  isNode(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/') ? node.$ref : '';

function at(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointer.slice(2).split('/').map(decode)) {
    node = isNode(node) ? node[segment] : undefined;
  }
  return node;
}

/** Where a Redocly path lies: the last `$ref` it crosses and the segments after it. */
function definition(document: unknown, segments: readonly string[]) {
  let node = document;
  let ref = '';
  let rest: readonly string[] = segments;
  const follow = (index: number) => {
    for (let hops = 0; refOf(node) && hops < 50; hops += 1) {
      ref = refOf(node);
      rest = segments.slice(index);
      node = at(document, ref);
    }
  };
  segments.forEach((segment, index) => {
    follow(index);
    node = isNode(node) ? node[segment] : undefined;
  });
  follow(segments.length);
  return { ref, rest };
}

/** Every path, as Redocly writes it (`$ref`s resolved), from an operation's parts to `ref`. */
function uses(document: unknown, root: unknown, ref: string): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown, trail: string[], seen: readonly string[]) => {
    const target = refOf(node);
    if (target === ref) found.push(trail);
    if (target) {
      if (!seen.includes(target)) walk(at(document, target), trail, [...seen, target]);
      return;
    }
    if (!isNode(node)) return;
    for (const [key, child] of Object.entries(node)) walk(child, [...trail, key], seen);
  };
  walk(root, [], []);
  return found;
}

function operations(document: unknown): { path: string; method: string; node: Node }[] {
  const paths = isNode(document) && isNode(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => isNode(item) && isNode(item[method])).map((method) => ({
      path,
      method,
      node: (item as Node)[method] as Node,
    })),
  );
}

/** The change itself, then the same change at every other operation using its schema. */
export function everyUse(
  changes: readonly RedoclyChange[],
  revision: unknown,
  base: unknown,
): RedoclyChange[] {
  return changes.flatMap((change) => {
    const segments = change.path.replace(/^#\//, '').split('/').map(decode);
    if (segments[0] !== 'paths' || segments.length < 4) return [change];
    // A removed part is found in the base; anything else in the revision.
    const inRevision = change.kind !== 'removed' && at(revision, change.path) !== undefined;
    const document = inRevision ? revision : base;
    const { ref, rest } = definition(document, segments);
    if (!ref) return [change];
    const copies = operations(document).flatMap(({ path, method, node }) =>
      PARTS.flatMap((part) =>
        uses(document, node[part], ref).map((trail) => ({
          ...change,
          path: `#/${['paths', path, method, part, ...trail, ...rest].map(encode).join('/')}`,
        })),
      ),
    );
    return [change, ...copies.filter((copy) => copy.path !== change.path)];
  });
}

/**
 * Whether the part a Redocly path names is proposed: the operation, or any node on the way to the
 * part (a parameter, a property), `$ref`s followed, carries `x-proposed: true`.
 */
export function proposedAt(document: unknown, pointer: string): boolean {
  let node = document;
  const follow = () => {
    for (let hops = 0; refOf(node) && hops < 50; hops += 1) node = at(document, refOf(node));
  };
  for (const segment of pointer.replace(/^#\//, '').split('/').map(decode)) {
    follow();
    if (isNode(node) && node['x-proposed'] === true) return true;
    node = isNode(node) ? node[segment] : undefined;
  }
  follow();
  return isNode(node) && node['x-proposed'] === true;
}

/** The name of the parameter a Redocly path names (`…/parameters/1/…`), `$ref`s followed. */
export function parameterNameAt(document: unknown, pointer: string): string | undefined {
  const match = /^(.*\/parameters\/\d+)(\/|$)/.exec(pointer);
  if (!match?.[1]) return undefined;
  let node = at(document, match[1]);
  for (let hops = 0; refOf(node) && hops < 50; hops += 1) node = at(document, refOf(node));
  return isNode(node) && typeof node.name === 'string' ? node.name : undefined;
}
