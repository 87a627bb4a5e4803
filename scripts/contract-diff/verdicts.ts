/**
 * Whom one changed field breaks, on the answer side or the request side (classify.ts): an answer
 * that gives clients less breaks storefronts, one that asks more of backends breaks backends, and
 * the other way round for a request.
 */
import { constraintChange } from './constraints.ts';
import type { RedoclyChange } from './redocly-changes.ts';

export type Impact = 'storefronts' | 'backends' | 'none';

const join = (parent: string, name: unknown) =>
  parent ? `${parent}.${String(name)}` : String(name);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const added = (change: RedoclyChange) =>
  list(change.revision?.value).filter((item) => !list(change.base?.value).includes(item));
const removed = (change: RedoclyChange) =>
  list(change.base?.value).filter((item) => !list(change.revision?.value).includes(item));

export interface Verdict {
  field: string;
  what: string;
  impact: Impact;
}

export function answerVerdicts(
  change: RedoclyChange,
  field: string,
  isProperty: boolean,
): Verdict[] {
  if (change.kind === 'removed' && isProperty) {
    return [{ field, what: 'answer field removed', impact: 'storefronts' }];
  }
  if (change.kind === 'added' && isProperty) {
    return [{ field, what: 'answer field added (optional)', impact: 'none' }];
  }
  if (change.property === 'required') {
    return [
      ...added(change).map((name) => ({
        field: join(field, name),
        what: 'answer field now required',
        impact: 'backends' as const,
      })),
      ...removed(change).map((name) => ({
        field: join(field, name),
        what: 'answer field no longer always there',
        impact: 'storefronts' as const,
      })),
    ];
  }
  if (change.property === 'enum') {
    return [
      ...(added(change).length
        ? [
            {
              field,
              what: `answer enum widened: ${added(change).join(', ')}`,
              impact: 'storefronts' as const,
            },
          ]
        : []),
      ...(removed(change).length
        ? [
            {
              field,
              what: `answer enum narrowed: ${removed(change).join(', ')}`,
              impact: 'backends' as const,
            },
          ]
        : []),
    ];
  }
  return boundVerdicts(change, field, 'answer', { narrowed: 'backends', widened: 'storefronts' });
}

export function requestVerdicts(
  change: RedoclyChange,
  field: string,
  isProperty: boolean,
): Verdict[] {
  if (change.kind === 'removed' && isProperty) {
    return [{ field, what: 'request field removed', impact: 'storefronts' }];
  }
  if (change.kind === 'added' && isProperty) {
    return [{ field, what: 'request widened: new optional field', impact: 'backends' }];
  }
  if (change.property === 'required') {
    return [
      ...added(change).map((name) => ({
        field: join(field, name),
        what: 'new required request field',
        impact: 'storefronts' as const,
      })),
      ...removed(change).map((name) => ({
        field: join(field, name),
        what: 'request widened: field no longer required',
        impact: 'backends' as const,
      })),
    ];
  }
  if (change.property === 'enum') {
    return [
      ...(removed(change).length
        ? [
            {
              field,
              what: `request enum narrowed: ${removed(change).join(', ')}`,
              impact: 'storefronts' as const,
            },
          ]
        : []),
      ...(added(change).length
        ? [
            {
              field,
              what: `request widened: enum ${added(change).join(', ')}`,
              impact: 'backends' as const,
            },
          ]
        : []),
    ];
  }
  return boundVerdicts(change, field, 'request', { narrowed: 'storefronts', widened: 'backends' });
}

/** A bound narrowed or widened (scripts/contract-diff/constraints.ts), `answer narrowed: …`. */
function boundVerdicts(
  change: RedoclyChange,
  field: string,
  side: 'answer' | 'request',
  impact: { narrowed: Impact; widened: Impact },
): Verdict[] {
  const bound = constraintChange(change);
  return (bound?.directions ?? []).map((direction) => ({
    field,
    what: `${side} ${direction}: ${bound?.text ?? ''}`,
    impact: impact[direction],
  }));
}
