/**
 * An address write read back (changePlanAddress, completeInfoAndGetPayUrl): the plan's address
 * keeps each field written, in either spelling openapi.yaml's Address allows, text compared
 * trimmed and without case (a backend may normalise what it stores).
 */
import { isObject } from './json-object.ts';
import type { Finding } from './read-back.ts';

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'zip',
  'province_code',
  'country_code',
  'phone',
] as const;

/** openapi.yaml (Address): the backend may spell these either way; the storefront reads both. */
const OTHER_SPELLING: Partial<Record<string, string>> = {
  first_name: 'firstName',
  last_name: 'lastName',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : (JSON.stringify(value) ?? '');
}

function shown(value: unknown): string {
  return value === undefined ? '(missing)' : (JSON.stringify(value) ?? String(value));
}

export function addressFindings(sent: Record<string, unknown>, read: unknown): Finding[] {
  if (!isObject(read)) {
    return [
      {
        rule: 'as-written',
        path: 'getPlanAddress /data',
        expected: 'the address written',
        actual: shown(read),
      },
    ];
  }
  const value = (field: string) => {
    const other = OTHER_SPELLING[field];
    return read[field] ?? (other === undefined ? undefined : read[other]);
  };
  return ADDRESS_FIELDS.filter(
    (field) =>
      typeof sent[field] === 'string' &&
      sent[field] !== '' &&
      text(value(field)) !== text(sent[field]),
  ).map((field) => ({
    rule: 'as-written',
    path: `getPlanAddress /data/${field}`,
    expected: `${shown(sent[field])} (as written)`,
    actual: shown(value(field)),
  }));
}
