/**
 * Before anything is written: credentials, cookies, emails, names, phone numbers and street
 * addresses in a recorded body are replaced by fake values. Faker is seeded from the original
 * value, so the same person or street gets the same stand-in everywhere in the file (and in every
 * recording), and the file never holds the original.
 */
import { faker } from '@faker-js/faker';

type Faker = () => string;

const BY_KEY: [RegExp, Faker][] = [
  [
    /token|auth|cookie|session|password|secret|credential/i,
    () => `fake-${faker.string.alphanumeric(24)}`,
  ],
  [/email/i, () => faker.internet.email({ provider: 'example.com' }).toLowerCase()],
  [/^(first_?name|given_?name)$/i, () => faker.person.firstName()],
  [/^(last_?name|family_?name|surname)$/i, () => faker.person.lastName()],
  [/phone|mobile/i, () => faker.phone.number({ style: 'international' })],
  [/^(address[12]|street|street_?address)$/i, () => faker.location.streetAddress()],
  [/^company$/i, () => faker.company.name()],
];

/** In an address (it has a street or a postal code), `name` is the person's full name. */
const isAddress = (value: Record<string, unknown>) => 'address1' in value || 'zip' in value;

function seedFrom(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function fake(original: string, make: Faker): string {
  if (original === '') return original;
  faker.seed(seedFrom(original));
  return make();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function anonymise(value: unknown, key = '', parent: Record<string, unknown> = {}): unknown {
  if (Array.isArray(value)) return value.map((item) => anonymise(item, key, parent));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([inner, innerValue]) => [
        inner,
        anonymise(innerValue, inner, record),
      ]),
    );
  }
  if (typeof value !== 'string') return value;
  if (key === 'name' && isAddress(parent)) return fake(value, () => faker.person.fullName());
  const rule = BY_KEY.find(([pattern]) => pattern.test(key));
  if (rule) return fake(value, rule[1]);
  if (EMAIL.test(value))
    return fake(value, () => faker.internet.email({ provider: 'example.com' }).toLowerCase());
  return value;
}
