/**
 * Sorts Redocly's changes by whom they break (spec of `contract:diff` in docs/contract-workflow.md):
 * deployed storefronts (a removed or retyped answer field, an answer field no longer always there,
 * an answer enum with new values, an answer bound widened, a new required or a removed request
 * field, a narrowed request enum or bound, a removed operation) or backends (a new required answer
 * field, a narrowed answer enum or bound such as a closed object, a widened request: a new field,
 * a field no longer required, an enum with new values, a widened bound).
 */
import { contractWideChanges } from './contract-wide.ts';
import type { RedoclyChange } from './redocly-changes.ts';
import { answerVerdicts, requestVerdicts, type Impact, type Verdict } from './verdicts.ts';

export interface ContractChange {
  operationId: string;
  /** `answer 200`, `request`, or `operation`. */
  where: string;
  /** The field's path in the body or parameters (`data.customerId`), '' for the whole operation. */
  field: string;
  what: string;
  impact: Impact;
  proposed: boolean;
  /** What is proposed: the whole operation, or a part of a settled one (a field, a parameter). */
  proposal?: 'operation' | 'part';
  /** What a line of docs/contract-changes.md names to acknowledge the change. */
  id: string;
}

/** What the documents say of a changed part: whether it is proposed, a parameter's name. */
export interface PartLookup {
  proposed(pointer: string): boolean;
  parameterName(pointer: string): string | undefined;
}

export interface OperationLookup {
  /** The operationId and whether it is `x-proposed`, in the revision or else in the base. */
  (path: string, method: string): { operationId: string; proposed: boolean } | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** `data.customerId`, `orderItemList[].variantId`; a parameter by name, else `parameters[i]`. */
function fieldPath(segments: readonly string[], parameter?: string): string {
  const names: string[] =
    segments[0] === 'parameters' ? [`parameters[${parameter ?? segments[1] ?? ''}]`] : [];
  segments.forEach((segment, index) => {
    if (segments[index - 1] === 'properties') names.push(segment);
    else if (segment === 'items') names.push('[]');
  });
  return names.join('.').replace(/\.\[\]/g, '[]');
}

const NO_PARTS: PartLookup = { proposed: () => false, parameterName: () => undefined };

export function classify(
  changes: readonly RedoclyChange[],
  lookUp: OperationLookup,
  parts: PartLookup = NO_PARTS,
): ContractChange[] {
  const result = new Map<string, ContractChange>();
  for (const change of changes) {
    const segments = change.path.replace(/^#\//, '').split('/').map(decode);
    for (const entry of contractWideChanges(change)) result.set(`${entry.id} ${entry.what}`, entry);
    if (segments[0] !== 'paths' || segments[1] === undefined) continue;
    const [, path, method, ...rest] = segments;
    if (method === undefined) {
      // A whole path added or removed: one change per operation under it.
      const item = (change.revision?.value ?? change.base?.value ?? {}) as Record<string, unknown>;
      const split = Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((key) => ({ ...change, path: `${change.path}/${key}` }));
      for (const entry of classify(split, lookUp, parts)) {
        result.set(`${entry.id} ${entry.what}`, entry);
      }
      continue;
    }
    const operation = lookUp(path, method);
    const operationId = operation?.operationId ?? `${method} ${path}`;
    const proposal = operation?.proposed
      ? 'operation'
      : parts.proposed(change.path)
        ? 'part'
        : undefined;
    const proposed = proposal !== undefined;
    const isProperty = rest.at(-2) === 'properties';
    const field = fieldPath(rest, parts.parameterName(change.path));
    let where = 'operation';
    let verdicts: Verdict[];
    if (rest[0] === 'responses') {
      where = `answer ${rest[1] ?? ''}`.trim();
      verdicts =
        rest.length <= 2
          ? [
              {
                field: '',
                what: `answer ${change.kind}`,
                impact: change.kind === 'removed' ? 'storefronts' : 'none',
              },
            ]
          : answerVerdicts(change, field, isProperty);
    } else if (rest[0] === 'requestBody' || rest[0] === 'parameters') {
      where = 'request';
      verdicts = requestVerdicts(change, field, isProperty);
    } else if (rest.length === 0) {
      verdicts = [
        {
          field: '',
          what: change.property ? `${change.property} ${change.kind}` : `operation ${change.kind}`,
          impact: change.kind === 'removed' ? 'storefronts' : 'none',
        },
      ];
    } else {
      verdicts = [];
    }
    if (verdicts.length === 0) {
      // Redocly's own rules still count: a change it rates major breaks a deployed client.
      const major = change.verdicts.find((verdict) => verdict.impact === 'major');
      verdicts = [
        {
          field,
          what: major?.message ?? `${change.property ?? 'schema'} ${change.kind}`,
          impact: major ? 'storefronts' : 'none',
        },
      ];
    }
    for (const verdict of verdicts) {
      const id = `${operationId} ${where} ${verdict.field}`.trim();
      const entry: ContractChange = {
        operationId,
        where,
        ...verdict,
        proposed,
        ...(proposal ? { proposal } : {}),
        id,
      };
      result.set(`${id} ${verdict.what}`, entry);
    }
  }
  return [...result.values()];
}
